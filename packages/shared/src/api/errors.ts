import { z } from 'zod';

/** Error codes of the API, each with its HTTP status (ARCHITECTURE.md section 3). */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  TOURNAMENT_FULL: 409,
  INVALID_TOKEN: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_READY: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The body of every error response. `message` is the spec's English text, always; the client
 * shows it in the user's language (issue 29): a fixed message is its own catalogue key, and a
 * message with values (a name, a number) also carries `messageId`, its English ICU template
 * (`{name} already has a partner in this event`), and the `values` that fill it.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  /** The English ICU template `message` was filled from, when it has values. */
  messageId: z
    .string()
    .optional()
    .describe(
      "The English ICU template of `message` when it has values: the client's catalogue key",
    ),
  /** The values of `messageId`'s placeholders. */
  values: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe("The values that fill `messageId`'s placeholders"),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

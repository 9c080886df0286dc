import type { ErrorBody } from '@courtside/shared/api/errors';
import { i18n } from '@/lib/i18n';

/** The client's view of a failed call, after the mapping of spec section 8. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  /** First message per field, as the form shows it. */
  readonly fieldErrors: Record<string, string>;
  readonly field: string | undefined;
  readonly canRetry: boolean;
  /** No answer came within the client's timeout (a hanging server, a very slow link). */
  readonly isTimeout: boolean;
  /** The server's own message, when it sent one, in the page's language. */
  readonly serverMessage: string | undefined;

  constructor(init: {
    message: string;
    status?: number;
    code?: string;
    fieldErrors?: Record<string, string>;
    field?: string;
    canRetry: boolean;
    isTimeout?: boolean;
    serverMessage?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.field = init.field;
    this.canRetry = init.canRetry;
    this.isTimeout = init.isTimeout ?? false;
    this.serverMessage = init.serverMessage;
  }
}

/** The code of an answer that is not what the server promised (lib/read-answer.ts). */
export const INVALID_RESPONSE = 'INVALID_RESPONSE';

/** The client's own messages (spec section 8), in English: shown through `i18n.t`. */
export const ERROR_MESSAGES = {
  network: /*i18n*/ 'Network error. Please check your connection and try again.',
  validation: /*i18n*/ 'Please correct the highlighted fields',
  unauthorized: /*i18n*/ 'Invalid credentials. Please check your email and password.',
  forbidden: /*i18n*/ 'Access denied. You do not have permission to perform this action.',
  conflict: /*i18n*/ 'This resource already exists',
  rateLimited: /*i18n*/ 'Too many attempts. Please wait a moment before trying again.',
  server: /*i18n*/ 'Server error. Please try again in a few moments.',
  unexpected: /*i18n*/ 'An unexpected error occurred. Please try again.',
} as const;

/**
 * A server message in the page's language (issue 29): the server answers the spec's English
 * `message`, and, for a message with values, its English template `messageId` and the `values`;
 * both are catalogue keys (areas `server` and `validation`). A value named `message` is itself
 * a server message (an event's refusal inside "{event}: {message}"), translated first.
 */
export function translateServerMessage(
  body: Pick<Partial<ErrorBody>, 'message' | 'messageId' | 'values'>,
): string | undefined {
  if (typeof body.message !== 'string') return undefined;
  const hasTemplate =
    typeof body.messageId === 'string' && !!body.values && typeof body.values === 'object';
  if (!hasTemplate) return i18n.t(body.message);
  const values: Record<string, unknown> = { ...body.values };
  if (typeof values.message === 'string') values.message = i18n.t(values.message);
  return i18n.t(body.messageId!, values);
}

/**
 * The first message per field, in the page's language; field names come from the server (and
 * the input), so no prototype.
 */
function firstMessages(errors: ErrorBody['errors']): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') {
      out[field] = i18n.t(messages[0]);
    }
  }
  return out;
}

/**
 * Maps a status and error body to the spec's client messages (section 8).
 * One departure (docs/decisions/001): a 403 EMAIL_NOT_VERIFIED keeps the
 * server's message, which tells the user to check their email.
 */
export function mapErrorResponse(status: number, body: unknown): ApiError {
  const data = (body ?? {}) as Partial<ErrorBody>;
  const serverMessage = translateServerMessage(data);
  const base = { status, code: data.code, serverMessage };
  if (status === 422 && data.errors) {
    return new ApiError({
      ...base,
      message: i18n.t(ERROR_MESSAGES.validation),
      fieldErrors: firstMessages(data.errors),
      canRetry: false,
    });
  }
  if (status === 401)
    return new ApiError({ ...base, message: i18n.t(ERROR_MESSAGES.unauthorized), canRetry: false });
  if (status === 403) {
    const message =
      data.code === 'EMAIL_NOT_VERIFIED' && serverMessage
        ? serverMessage
        : i18n.t(ERROR_MESSAGES.forbidden);
    return new ApiError({ ...base, message, canRetry: false });
  }
  if (status === 409) {
    const message = serverMessage ?? i18n.t(ERROR_MESSAGES.conflict);
    return new ApiError({
      ...base,
      message,
      field: data.field,
      fieldErrors: data.field ? { [data.field]: message } : {},
      canRetry: false,
    });
  }
  if (status === 429)
    return new ApiError({ ...base, message: i18n.t(ERROR_MESSAGES.rateLimited), canRetry: true });
  if (status >= 500)
    return new ApiError({ ...base, message: i18n.t(ERROR_MESSAGES.server), canRetry: true });
  return new ApiError({
    ...base,
    message: serverMessage ?? i18n.t(ERROR_MESSAGES.unexpected),
    canRetry: status !== 400,
  });
}

/**
 * What a failure toast says (docs/decisions/006): the server's reason when it
 * answered, the screen's own network text (`noAnswer`) only when nothing did.
 */
export function failureReason(error: unknown, noAnswer: string): string {
  const hasAnswered =
    error instanceof ApiError && (error.status !== undefined || error.code === INVALID_RESPONSE);
  return hasAnswered ? (error.serverMessage ?? error.message) : noAnswer;
}

/**
 * Imports the module of a server call when a public form first submits
 * (docs/decisions/013). A failed download reads as what a failed call says
 * (the network message), not as the browser's "Failed to fetch dynamically
 * imported module".
 */
export async function importCall<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    throw new ApiError({ message: i18n.t(ERROR_MESSAGES.network), canRetry: true });
  }
}

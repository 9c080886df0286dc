import { ERROR_STATUS, type ErrorCode } from '@courtside/shared/api/errors';
import { serverI18n } from './i18n';

interface AppErrorDetails {
  /** The form field a 409 belongs to. */
  field?: string;
  /** Per-field messages of a 422. */
  errors?: Record<string, string[]>;
  /** The English ICU template of a message with values (`template`), for the client to translate. */
  messageId?: string;
  values?: Record<string, string | number>;
}

/** A domain error with a code; its HTTP status comes from the one table in shared. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: AppErrorDetails = {},
    /** A 429's wait, sent as the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

/**
 * The template of a message with values (issue 29): `message` is the English the spec gives
 * (shared's message functions), `messageId` its English ICU template, written here with
 * `/*i18n*\/` for the extraction, and `values` what fills it; the client shows the template in
 * the user's language. Only when the template filled reads exactly `message` (else the client
 * shows `message` as it is, never a wrong text).
 */
export function templateOf(
  message: string,
  messageId: string,
  values: Record<string, string | number>,
): Pick<AppErrorDetails, 'messageId' | 'values'> {
  return serverI18n('en').t(messageId, values) === message ? { messageId, values } : {};
}

/** An AppError whose message has values: `message` (shared's English) with its template. */
export const templatedError = (
  code: ErrorCode,
  message: string,
  messageId: string,
  values: Record<string, string | number>,
  details: AppErrorDetails = {},
) => new AppError(code, message, { ...details, ...templateOf(message, messageId, values) });

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

export const VALIDATION_FAILED_MESSAGE = /*i18n*/ 'Please correct the highlighted fields';

/** A 422 for rules a schema cannot see alone (they need the stored row): `errors` per field. */
export const validationError = (errors: Record<string, string[]>) =>
  new AppError('VALIDATION_FAILED', VALIDATION_FAILED_MESSAGE, { errors });

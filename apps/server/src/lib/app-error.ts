import { ERROR_STATUS, type ErrorCode } from '@courtside/shared/api/errors';

interface AppErrorDetails {
  /** The form field a 409 belongs to. */
  field?: string;
  /** Per-field messages of a 422. */
  errors?: Record<string, string[]>;
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

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

export const VALIDATION_FAILED_MESSAGE = 'Please correct the highlighted fields';

/** A 422 for rules a schema cannot see alone (they need the stored row): `errors` per field. */
export const validationError = (errors: Record<string, string[]>) =>
  new AppError('VALIDATION_FAILED', VALIDATION_FAILED_MESSAGE, { errors });

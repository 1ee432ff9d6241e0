import { ERRORS, type ErrorCode } from '@libero/shared/errors/error-codes';

/** An error the client is meant to see: a stable code, its HTTP status, and what it is about. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly detail: string | undefined;

  constructor(code: ErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.code = code;
    this.detail = detail;
  }

  get statusCode(): number {
    return ERRORS[this.code].status;
  }
}

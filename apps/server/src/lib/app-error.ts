import { ERRORS, type ErrorCode, type ErrorParams } from '@libero/shared/errors/error-codes';

/** An error the client is meant to see: a stable code, its HTTP status, and what it is about. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly detail: string | undefined;
  /** Values the message names (`Set {set}: …`). */
  readonly params: ErrorParams | undefined;

  constructor(code: ErrorCode, detail?: string, params?: ErrorParams) {
    super(detail ? `${code}: ${detail}` : code);
    this.code = code;
    this.detail = detail;
    this.params = params;
  }

  get statusCode(): number {
    return ERRORS[this.code].status;
  }
}

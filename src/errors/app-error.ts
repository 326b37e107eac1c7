/** A failure with an HTTP status and a stable snake_case code; rendered by the HTTP error handler. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export interface ErrorDetail {
  path: string;
  message: string;
}

/** True when the value is an AppError (works across module copies). */
export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

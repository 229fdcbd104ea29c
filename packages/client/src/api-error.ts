import { ErrorEnvelope } from '@croupier/contract/errors';

/** A failed call, parsed from the contract's error envelope (000 §8). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's error code (`error.validation` …); undefined when the body had none. */
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string>;
  readonly details: Record<string, unknown>;
  /** Reasons by field, as lists of translation keys (a refused promo code: `info.errors.code`, 001 §8). */
  readonly reasons: Record<string, string[]>;

  constructor(init: {
    status: number;
    code?: string | undefined;
    message?: string | undefined;
    fieldErrors?: Record<string, string> | undefined;
    details?: Record<string, unknown> | undefined;
    reasons?: Record<string, string[]> | undefined;
  }) {
    super(init.message || init.code || `HTTP ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.details = init.details ?? {};
    this.reasons = init.reasons ?? {};
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const envelope = ErrorEnvelope.safeParse(body);
    if (!envelope.success) return new ApiError({ status: response.status, message: response.statusText });
    const { error, message, fieldErrors, details, info } = envelope.data;
    return new ApiError({
      status: response.status,
      code: error,
      message,
      fieldErrors,
      details,
      reasons: info?.errors,
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

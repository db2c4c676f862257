/** Error codes of the provider's JSON errors; the SDK maps the 403 ones to its §8 alerts. */
export type ApiErrorCode =
  | 'INVALID_REQUEST'
  | 'PROJECT_ID_NOT_CONFIGURED'
  | 'INVALID_PROJECT_ID'
  | 'ORIGIN_NOT_ALLOWED'
  | 'UNSUPPORTED_CHAIN'
  | 'NOT_FOUND'
  | 'SESSION_REFUSED'
  | 'NAME_TAKEN'
  | 'NAME_LIMIT'
  | 'SIGNATURE_REFUSED'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UPSTREAM_ERROR'
  | 'INTERNAL_ERROR'

export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string }
}

/** An error answered to the client as `{ error: { code, message } }` with its HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 502,
    readonly code: ApiErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message } }
  }
}

export const badRequest = (message: string) => new ApiError(400, 'INVALID_REQUEST', message)
export const notFound = (message: string) => new ApiError(404, 'NOT_FOUND', message)

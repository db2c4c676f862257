/** A request the handler answers 4xx: `code` goes to the client as `error`. */
export class SiwxRequestError extends Error {
  override name = 'SiwxRequestError'
  constructor(
    readonly status: 400 | 403 | 405 | 413,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

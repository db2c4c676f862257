/** A text that is not a CAIP-122 sign-in message; `line` is the first line that is wrong. */
export class SiwxMessageError extends Error {
  override name = 'SiwxMessageError'
  constructor(
    readonly reason: string,
    readonly line?: number,
  ) {
    super(line === undefined ? reason : `${reason} (line ${line})`)
  }
}

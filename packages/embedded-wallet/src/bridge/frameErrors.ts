import { LatchkeyError, latchkeyError } from '@latchkey/core'
import type { FrameErrorPayload } from '../protocol/messages'

/** An EIP-1193 error the wallet gave (4001 user rejected, 4200 unsupported…), kept with its code. */
export class FrameWalletError extends Error {
  override name = 'FrameWalletError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** The error for an `_ERROR` answer: its message, else §8 'An error occurred'. */
export function frameAnswerError(payload: unknown): Error {
  const { message, code } = (payload ?? {}) as FrameErrorPayload
  if (typeof message !== 'string' || message === '') return latchkeyError('AN_ERROR_OCCURRED')
  const error =
    typeof code === 'number'
      ? new FrameWalletError(code, message)
      : new LatchkeyError('AN_ERROR_OCCURRED', message, { message })
  return error
}

import { ERRORS } from '@latchkey/core'

/** Codes of the frame API's JSON errors (`{ error: { code, message } }`, the provider's shape). */
export type FrameErrorCode =
  | 'INVALID_REQUEST'
  | 'INVALID_PROJECT_ID'
  | 'COOL_DOWN'
  | 'RATE_LIMITED'
  | 'INVALID_CODE'
  | 'DEVICE_NOT_VERIFIED'
  | 'DEVICE_NOT_KNOWN'
  | 'SESSION_EXPIRED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'SOCIAL_LOGIN_FAILED'
  | 'CHANNEL_EXPIRED'
  | 'INVALID_SIGNATURE'

/** An error the frame API answers with its status; the frame shows `message` to the visitor. */
export class FrameError extends Error {
  override name = 'FrameError'
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 415 | 429,
    readonly code: FrameErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  toBody() {
    return { error: { code: this.code, message: this.message } }
  }
}

/** SPEC §5/§9: a code asked again within the cool-down; the text is §8's. */
export const coolDown = (remainingMs: number) => {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000))
  return new FrameError(429, 'COOL_DOWN', ERRORS.TRY_AGAIN_AFTER_SECONDS(seconds), {
    'Retry-After': String(seconds),
  })
}

export const invalidCode = () =>
  new FrameError(400, 'INVALID_CODE', 'The code is wrong or no longer valid. Ask for a new one.')

export const sessionExpired = () =>
  new FrameError(401, 'SESSION_EXPIRED', 'The session is invalid or has expired. Sign in again.')

import { ERRORS, type LatchkeyError, latchkeyError, TIMING } from '@latchkey/core'
import type { Config } from '../core/Config'

export type CoolDownContext = Config

/** 'Please try again after {n} seconds' (SPEC §8). */
export type TryAgainLaterError = LatchkeyError & { code: 'TRY_AGAIN_AFTER_SECONDS' }

/** The last code mailed per core, for SPEC §5's 30 s rule (the frame's server enforces it too). */
const lastCodeAt = { login: new WeakMap<object, number>(), update: new WeakMap<object, number>() }

export type CodeMail = keyof typeof lastCodeAt

/** A code was mailed now, or `secondsLeft` of its cool-down remain (the server said so). */
export function codeMailed(ctx: CoolDownContext, mail: CodeMail, secondsLeft?: number): void {
  const now = ctx.clock.now()
  lastCodeAt[mail].set(
    ctx.store,
    secondsLeft === undefined ? now : now - TIMING.EMAIL_CODE_COOLDOWN_MS + secondsLeft * 1000,
  )
}

/** Refused within 30 s of the last code: 'Please try again after {n} seconds' (SPEC §8). */
export function checkCodeCoolDown(ctx: CoolDownContext, mail: CodeMail): void {
  const last = lastCodeAt[mail].get(ctx.store)
  const left = last === undefined ? 0 : last + TIMING.EMAIL_CODE_COOLDOWN_MS - ctx.clock.now()
  if (left > 0) throw latchkeyError('TRY_AGAIN_AFTER_SECONDS', Math.ceil(left / 1000))
}

/** The seconds of the frame's cool-down refusal (SPEC §8's text), or undefined for any other. */
export function coolDownSeconds(error: unknown): number | undefined {
  const message = error instanceof Error ? error.message : ''
  const seconds = Number(/\d+/.exec(message)?.[0])
  return seconds > 0 && message === ERRORS.TRY_AGAIN_AFTER_SECONDS(seconds) ? seconds : undefined
}

// Which hosted stack a file gets (tests/browser/stackHostProcess.mjs): files whose options are
// the same share one stack; a file that changes what every other file would see asks for its own.

/**
 * E-mail codes per IP in an hour on a hosted stack's frame. The frame's default (30) held for
 * each file when each had a frame of its own; ~40 files share one from 127.0.0.1, so 30 each.
 */
export const SHARED_FRAME_CODES_PER_IP = 30 * 40

/** The same key for the same options, whatever their order; unset options do not count. */
export function stackKey(options) {
  const entries = Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return JSON.stringify(entries)
}

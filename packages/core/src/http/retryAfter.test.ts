import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './retryAfter'

describe('parseRetryAfter', () => {
  const now = Date.UTC(2030, 0, 1, 12, 0, 0)

  it('reads delta seconds and HTTP-dates', () => {
    expect(parseRetryAfter('0', now)).toBe(0)
    expect(parseRetryAfter(' 12 ', now)).toBe(12_000)
    expect(parseRetryAfter('Tue, 01 Jan 2030 12:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('Tue, 01 Jan 2030 11:00:00 GMT', now)).toBe(0)
  })

  it('ignores absent and unreadable values', () => {
    for (const value of [null, undefined, '', '-5', '1.5', 'soon', 'Tue']) {
      expect(parseRetryAfter(value, now)).toBeUndefined()
    }
  })
})

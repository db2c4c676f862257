import { isLatchkeyError } from '@latchkey/core'
import { describe, expect, it } from 'vitest'
import { validateCalls } from './validateCalls'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('validateCalls (SPEC §5)', () => {
  it('returns the calls in wire form', () => {
    expect(validateCalls([{ to, data: '0xabcd', value: 16n }, { to }])).toEqual([
      { to, data: '0xabcd', value: '0x10' },
      { to },
    ])
  })

  it.each([
    ['a to without 0x', [{ to: to.slice(2) }], 'calls[0].to'],
    ['a short to', [{ to }, { to: '0x12' }], 'calls[1].to'],
    ['data without 0x', [{ to, data: 'abcd' }], 'calls[0].data'],
    ['data that is not hex', [{ to, data: '0xzz' }], 'calls[0].data'],
    ['a negative value', [{ to, value: -1n }], 'calls[0].value'],
    ['a number value', [{ to, value: 1 }], 'calls[0].value'],
    ['an empty list', [], 'calls'],
    ['no list', undefined, 'calls'],
  ])('refuses %s, naming the field', (_, calls, field) => {
    let error: unknown
    try {
      validateCalls(calls as never)
    } catch (caught) {
      error = caught
    }
    expect(isLatchkeyError(error, 'UNKNOWN_ERROR')).toBe(true)
    expect((error as { details: { field: string } }).details.field).toBe(field)
  })
})

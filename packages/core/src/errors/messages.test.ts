import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  ERROR_PARAM_NAMES,
  type ErrorCode,
  type Errors,
  errorMessageOf,
  latchkeyError,
  latchkeyErrorWith,
} from './catalogue'
import { LatchkeyError } from './LatchkeyError'
import { type Message, messageOfError } from './messages'

describe('messages carry codes and parameters', () => {
  it('a parameterised error keeps its arguments by name', () => {
    expect(latchkeyError('ERROR_REGISTERING_NAME', 'alice.latchkey.id').params).toEqual({
      name: 'alice.latchkey.id',
    })
    expect(latchkeyError('HTTP_STATUS_CODE', 503).params).toEqual({ status: 503 })
    expect(latchkeyErrorWith('TRY_AGAIN_AFTER_SECONDS', {}, 12).params).toEqual({ seconds: 12 })
    expect(latchkeyError('SIGNATURE_DECLINED').params).toBeUndefined()
  })

  it('names the arguments of every parameterised text, and only those', () => {
    const templated = (Object.keys(ERROR_PARAM_NAMES) as ErrorCode[]).sort()
    expect(templated).toEqual([
      'ERROR_REGISTERING_NAME',
      'HTTP_STATUS_CODE',
      'TRY_AGAIN_AFTER_SECONDS',
    ])
    type Templated = {
      [C in ErrorCode]: Errors[C] extends (...args: never[]) => string ? C : never
    }[ErrorCode]
    expectTypeOf<keyof typeof ERROR_PARAM_NAMES>().toEqualTypeOf<Templated>()
  })

  it('renders the exact §8 English from a code and named parameters', () => {
    expect(errorMessageOf('ERROR_REGISTERING_NAME', { name: 'bob' })).toBe(
      'Error registering name bob',
    )
    expect(errorMessageOf('TRY_AGAIN_AFTER_SECONDS', { seconds: 7 })).toBe(
      'Please try again after 7 seconds',
    )
    expect(errorMessageOf('HTTP_STATUS_CODE', { status: 404 })).toBe('HTTP status code: 404')
    expect(errorMessageOf('FAILED_TO_DISCONNECT')).toBe('Failed to disconnect')
  })

  it('messageOfError: a catalogue error gives its code and parameters, no text', () => {
    expect(messageOfError(latchkeyError('SIGNATURE_DECLINED'))).toEqual({
      code: 'SIGNATURE_DECLINED',
    })
    expect(messageOfError(latchkeyError('HTTP_STATUS_CODE', 502))).toEqual({
      code: 'HTTP_STATUS_CODE',
      params: { status: 502 },
    })
  })

  it("messageOfError: a server's own words ride along as the reason, the code stays", () => {
    expect(
      messageOfError(latchkeyErrorWith('ERROR_RESOLVING_NAME', { message: 'Zone closed' })),
    ).toEqual({ code: 'ERROR_RESOLVING_NAME', reason: 'Zone closed' })
    expect(
      messageOfError(new LatchkeyError('AN_ERROR_OCCURRED', 'frame says no', { message: 'no' })),
    ).toEqual({ code: 'AN_ERROR_OCCURRED', reason: 'no' })
  })

  it("messageOfError: another error's text is the reason under the fallback code", () => {
    expect(messageOfError(new Error('User rejected'), 'SOMETHING_WENT_WRONG')).toEqual({
      code: 'SOMETHING_WENT_WRONG',
      reason: 'User rejected',
    })
    expect(messageOfError('boom')).toEqual({ code: 'UNKNOWN_ERROR', reason: 'boom' })
    expect(messageOfError(undefined)).toEqual({ code: 'UNKNOWN_ERROR' })
    expect(messageOfError(new Error(''))).toEqual({ code: 'UNKNOWN_ERROR' })
  })

  it('a message cannot be a bare string, and parameterised codes need their parameters', () => {
    expectTypeOf<string>().not.toMatchTypeOf<Message>()
    expectTypeOf({ code: 'TRANSACTION_STARTED' as const }).toMatchTypeOf<Message>()
    expectTypeOf({ code: 'ERROR_REGISTERING_NAME' as const }).not.toMatchTypeOf<Message>()
    expectTypeOf({
      code: 'ERROR_REGISTERING_NAME' as const,
      params: { name: 'a' },
    }).toMatchTypeOf<Message>()
    expectTypeOf({
      code: 'EMAIL_UPDATED' as const,
      params: { email: 'a@b.c' },
    }).toMatchTypeOf<Message>()
  })
})

import { isUserRejection, WalletRpcError } from '@latchkey/core'
import { describe, expect, it } from 'vitest'
import { disconnectedError, toEip1193Error } from '../src'

describe('toEip1193Error: WalletConnect failures with §8 wallet codes', () => {
  const code = (error: unknown) => (toEip1193Error(error) as WalletRpcError).code

  it('maps WalletConnect SDK codes', () => {
    expect(code({ code: 5000, message: 'User rejected.' })).toBe(4001)
    expect(code({ code: 5002, message: 'User rejected methods.' })).toBe(4001)
    expect(code({ code: 5100, message: 'Unsupported chains.' })).toBe(4902)
    expect(code({ code: 5101, message: 'Unsupported methods.' })).toBe(4200)
    expect(code({ code: 6000, message: 'User disconnected.' })).toBe(4900)
    expect(isUserRejection(toEip1193Error({ code: 5000, message: 'User rejected.' }))).toBe(true)
  })

  it('keeps standard codes, reads refusals said in words, and passes anything else', () => {
    expect(code({ code: 4001, message: 'no' })).toBe(4001)
    expect(code({ code: -32602, message: 'bad params' })).toBe(-32602)
    expect(code(new Error('User rejected the request'))).toBe(4001)
    expect(code(new Error("Failed to switch to chain 'eip155:5'. The chain is not approved"))).toBe(
      4902,
    )
    const other = new Error('socket hang up')
    expect(toEip1193Error(other)).toBe(other)
    const wrapped = toEip1193Error({ code: 5000, message: 'User rejected.' }) as WalletRpcError
    expect(wrapped).toBeInstanceOf(WalletRpcError)
    // Core's text for the code, not the peer's words (those stay in the cause).
    expect(wrapped.message).toBe('The user turned the request down')
    expect((wrapped as Error & { cause?: unknown }).cause).toEqual({
      code: 5000,
      message: 'User rejected.',
    })
  })

  it('says a lost session with the 4900 text, keeping why for developers', () => {
    const error = disconnectedError('The pairing was closed')
    expect(error).toMatchObject({
      code: 4900,
      message: 'The wallet is not connected to any chain',
      data: { reason: 'The pairing was closed' },
    })
    expect(disconnectedError().data).toBeUndefined()
  })
})

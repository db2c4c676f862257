import { latchkeyError, WalletRpcError } from '@latchkey/core'
import { describe, expect, it } from 'vitest'
import { toWalletError } from './walletErrors'

describe('toWalletError', () => {
  it('keeps a standard code and the original as cause', () => {
    const original = Object.assign(new Error('nope'), { code: 4100 })
    const wrapped = toWalletError(original) as WalletRpcError
    expect(wrapped).toBeInstanceOf(WalletRpcError)
    expect(wrapped.code).toBe(4100)
    expect(wrapped.cause).toBe(original)
  })

  it('reads a refusal from the words of wallets that give no code', () => {
    expect(toWalletError(new Error('User rejected the request.'))).toMatchObject({ code: 4001 })
    expect(toWalletError(new Error('Transaction cancelled'))).toMatchObject({ code: 4001 })
  })

  it('passes our own errors and other failures unchanged', () => {
    const ours = latchkeyError('UNKNOWN_ERROR')
    const other = new Error('socket hang up')
    expect(toWalletError(ours)).toBe(ours)
    expect(toWalletError(other)).toBe(other)
  })
})

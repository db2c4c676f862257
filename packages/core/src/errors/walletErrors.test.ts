import { describe, expect, it } from 'vitest'
import { latchkeyError } from './catalogue'
import { WalletRpcError } from './walletCodes'
import { toWalletError } from './walletErrors'

describe('toWalletError', () => {
  it('keeps a standard code and the original as cause', () => {
    const original = Object.assign(new Error('nope'), { code: 4100 })
    const wrapped = toWalletError(original) as WalletRpcError
    expect(wrapped).toBeInstanceOf(WalletRpcError)
    expect(wrapped.code).toBe(4100)
    expect(wrapped.cause).toBe(original)
  })

  it('finds the code in a cause', () => {
    const inner = Object.assign(new Error('User rejected'), { code: 4001 })
    expect(toWalletError(new Error('wrapped', { cause: inner }))).toMatchObject({ code: 4001 })
  })

  it('reads a refusal from the words of wallets that give no code, when asked to', () => {
    const refusal = new Error('User rejected the request.')
    expect(toWalletError(refusal, { refusalWords: true })).toMatchObject({ code: 4001 })
    expect(toWalletError(new Error('Transaction cancelled'), { refusalWords: true })).toMatchObject(
      { code: 4001 },
    )
    // A revert reason is no refusal: without the option, words say nothing.
    expect(toWalletError(refusal)).toBe(refusal)
  })

  it('passes our own errors and other failures unchanged', () => {
    const ours = latchkeyError('UNKNOWN_ERROR')
    const other = new Error('socket hang up')
    expect(toWalletError(ours, { refusalWords: true })).toBe(ours)
    expect(toWalletError(other, { refusalWords: true })).toBe(other)
  })
})

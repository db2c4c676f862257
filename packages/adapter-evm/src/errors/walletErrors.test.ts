import {
  isUnrecognizedChainError,
  isUserRejection,
  toWalletError,
  WalletRpcError,
  walletErrorCode,
} from '@latchkey/core'
import { SwitchChainError, TransactionExecutionError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'

const walletError = (code: number, message = 'wallet says no', data?: unknown) =>
  Object.assign(new Error(message), { code, ...(data ? { data } : {}) })

// The catalogue's normaliser (packages/core) against the errors viem really throws.
describe('toWalletError', () => {
  it('finds the wallet code under viem wrappers and keeps the original as cause', () => {
    const viemError = new TransactionExecutionError(
      new UserRejectedRequestError(walletError(4001)),
      { account: undefined, chain: undefined } as never,
    )
    const error = toWalletError(viemError) as WalletRpcError
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(error.code).toBe(4001)
    expect(error.cause).toBe(viemError)
    expect(isUserRejection(error)).toBe(true)
  })

  it('maps every §8 code and leaves other errors alone', () => {
    for (const code of [4100, 4200, 4900, 4901, 4902, -32700, -32603, -32006])
      expect(walletErrorCode(toWalletError(walletError(code)))).toBe(code)
    const plain = new Error('boom')
    expect(toWalletError(plain)).toBe(plain)
    const odd = walletError(1234)
    expect(toWalletError(odd)).toBe(odd)
  })
})

describe('isUnrecognizedChainError', () => {
  it('is true for 4902, a nested 4902 and the wording wallets use with -32603', () => {
    expect(isUnrecognizedChainError(new SwitchChainError(walletError(4902)))).toBe(true)
    expect(
      isUnrecognizedChainError(walletError(-32603, 'Internal', { originalError: { code: 4902 } })),
    ).toBe(true)
    expect(isUnrecognizedChainError(walletError(-32603, 'Unrecognized chain ID "0x7a6a"'))).toBe(
      true,
    )
  })

  it('is false for a refusal or an unrelated failure', () => {
    expect(isUnrecognizedChainError(walletError(4001))).toBe(false)
    expect(isUnrecognizedChainError(walletError(-32002, 'Request already pending'))).toBe(false)
    expect(isUnrecognizedChainError(walletError(-32603, 'Internal error'))).toBe(false)
  })
})

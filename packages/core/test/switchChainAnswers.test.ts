import { describe, expect, it } from 'vitest'
import { isUnrecognizedChainError, switchFailureNeedsChainAdded } from '../src/errors/walletErrors'
import { OTHER_SWITCH_ANSWERS, UNKNOWN_CHAIN_ANSWERS } from './fixtures/walletSwitchAnswers'

/** The wallet's answer as a plain object, and wrapped as viem wraps it (a cause under a code). */
function shapes(error: object) {
  const thrown = Object.assign(new Error(String((error as { message: string }).message)), error)
  const viemWrapped = Object.assign(new Error('An unknown RPC error occurred.'), {
    code: -1,
    cause: thrown,
  })
  return [error, thrown, viemWrapped]
}

describe('SPEC §4: a failed switch is followed by wallet_addEthereumChain', () => {
  for (const answer of UNKNOWN_CHAIN_ANSWERS)
    it(`for ${answer.wallet}`, () => {
      for (const shape of shapes(answer.error))
        expect(switchFailureNeedsChainAdded(shape)).toBe(true)
    })

  for (const answer of OTHER_SWITCH_ANSWERS)
    it(`not for ${answer.wallet}`, () => {
      for (const shape of shapes(answer.error))
        expect(switchFailureNeedsChainAdded(shape)).toBe(false)
    })

  it('reads the code inside a JSON message and the "not configured" wording as unknown chains', () => {
    expect(isUnrecognizedChainError({ message: '{"message":"x","code":4902}' })).toBe(true)
    expect(isUnrecognizedChainError({ code: 4902, message: 'Chain not configured' })).toBe(true)
    expect(isUnrecognizedChainError({ message: '{"code":49021}' })).toBe(false)
  })
})

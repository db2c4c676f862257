import { describe, expect, it } from 'vitest'
import { namespaceProfile, walletConnectProfile } from './index'

const ALICE_KSM = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'

describe('the polkadot profile', () => {
  it('sends natively with no fee field of the form, failing with the §8 send text', () => {
    const { send, isAddress } = namespaceProfile('polkadot')
    expect(send).toEqual({ nativeNeeds: [], failure: 'FAILED_TO_SEND_TRANSACTION' })
    expect(isAddress(ALICE_KSM)).toBe(true)
    expect(isAddress('0x71C7656EC7ab88b098defB751B7401B5f6d8976F')).toBe(false)
  })

  it('accepts SS58 of two-byte prefixes (49 characters) and refuses a wrong checksum (issue 31)', () => {
    const { isAddress } = namespaceProfile('polkadot')
    // //Alice in formats 1284 (Moonbeam's prefix) and 16383, the largest; refused before issue 31.
    expect(isAddress('VdvKmYJfD4VXA9fzz1SbmCo2eYHSzUFbaDCZSuaNKJAe8YNg6')).toBe(true)
    expect(isAddress('yNa8JpqfFB3q8A29rCwSgxvdU94ufJw2yKKxDgznS5m1PoFvn')).toBe(true)
    // Her Kusama address with its last character changed: right length, wrong checksum.
    expect(isAddress('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74G')).toBe(false)
    expect(isAddress('1'.repeat(47))).toBe(false)
  })

  it('signs a message over WalletConnect with polkadot_signMessage and reads its signature', () => {
    const request = walletConnectProfile('polkadot').signMessage?.('hi', ALICE_KSM)
    expect(request?.method).toBe('polkadot_signMessage')
    expect(request?.params).toEqual({ address: ALICE_KSM, message: 'hi' })
    expect(request?.read({ id: 1, signature: '0xabc' })).toBe('0xabc')
    expect(() => request?.read({ id: 1 })).toThrow()
  })
})

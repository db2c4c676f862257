import { describe, expect, it } from 'vitest'
import { toNetworkAddress } from './ss58'

// //Alice (sr25519) as @polkadot/util-crypto's encodeAddress writes her in formats 42, 2 and 1284.
const GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const KUSAMA = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
const MOONBEAM = 'VdvKmYJfD4VXA9fzz1SbmCo2eYHSzUFbaDCZSuaNKJAe8YNg6'

describe('toNetworkAddress (the send form and transfers, issue 31)', () => {
  it("rewrites an address of any prefix in the network's format", () => {
    expect(toNetworkAddress(MOONBEAM, 2)).toBe(KUSAMA)
    expect(toNetworkAddress(KUSAMA, 1284)).toBe(MOONBEAM)
    expect(toNetworkAddress(GENERIC, 42)).toBe(GENERIC)
  })

  it('refuses what is not an SS58 address by the core rule: a bad checksum, a bare hex key', () => {
    expect(toNetworkAddress(`${KUSAMA.slice(0, -1)}G`, 2)).toBeUndefined()
    expect(
      toNetworkAddress('0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d', 2),
    ).toBeUndefined()
    expect(toNetworkAddress('', 2)).toBeUndefined()
    expect(toNetworkAddress(GENERIC, 46)).toBeUndefined()
  })
})

import type { SiwxSession } from '@latchkey/core'
import { u8aWrapBytes } from '@polkadot/util'
import {
  cryptoWaitReady,
  ed25519PairFromSeed,
  ed25519Sign,
  encodeAddress,
  sr25519PairFromSeed,
  sr25519Sign,
} from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { polkadotVerifier } from './polkadotVerifier'

const MESSAGE = '127.0.0.1 wants you to sign in with your Polkadot account:\nnonce 1'
const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`
const utf8 = (text: string) => new TextEncoder().encode(text)

type Pair = { publicKey: Uint8Array; sign: (message: Uint8Array) => Uint8Array }
let pairs: Record<'sr25519' | 'ed25519', Pair>

beforeAll(async () => {
  await cryptoWaitReady()
  const sr = sr25519PairFromSeed(new Uint8Array(32).fill(1))
  const ed = ed25519PairFromSeed(new Uint8Array(32).fill(2))
  pairs = {
    sr25519: { publicKey: sr.publicKey, sign: (m) => sr25519Sign(m, sr) },
    ed25519: { publicKey: ed.publicKey, sign: (m) => ed25519Sign(m, ed) },
  }
})

function session(address: string, signature: string, message = MESSAGE): SiwxSession {
  return {
    data: {
      accountAddress: address,
      chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1',
      version: '1',
      nonce: '1',
    },
    message,
    signature,
  }
}

describe('polkadotVerifier', () => {
  for (const scheme of ['sr25519', 'ed25519'] as const) {
    it(`accepts ${scheme} signatures over <Bytes>-wrapped and bare messages, any SS58 prefix`, async () => {
      const { publicKey, sign } = pairs[scheme]
      const verify = polkadotVerifier().verify
      for (const prefix of [0, 2, 42, 1284]) {
        const address = encodeAddress(publicKey, prefix)
        expect(await verify(session(address, hex(sign(u8aWrapBytes(utf8(MESSAGE))))))).toBe(true)
        expect(await verify(session(address, hex(sign(utf8(MESSAGE)))))).toBe(true)
      }
    })
  }

  it("refuses another message, another account's key and a changed signature", async () => {
    const { publicKey, sign } = pairs.sr25519
    const verify = polkadotVerifier().verify
    const address = encodeAddress(publicKey, 42)
    const signature = hex(sign(u8aWrapBytes(utf8(MESSAGE))))
    expect(await verify(session(address, signature, `${MESSAGE}2`))).toBe(false)
    expect(await verify(session(encodeAddress(pairs.ed25519.publicKey, 42), signature))).toBe(false)
    const changed = `${signature.slice(0, 10)}${signature[10] === '0' ? '1' : '0'}${signature.slice(11)}`
    expect(await verify(session(address, changed))).toBe(false)
  })

  it('refuses malformed input without throwing: a bad checksum, a hex key, a signature not hex', async () => {
    const { publicKey, sign } = pairs.ed25519
    const verify = polkadotVerifier().verify
    const address = encodeAddress(publicKey, 2)
    const signature = hex(sign(utf8(MESSAGE)))
    const badChecksum = `${address.slice(0, -1)}${address.endsWith('z') ? 'y' : 'z'}`
    for (const bad of [
      session(badChecksum, signature),
      session(hex(publicKey), signature),
      session(address, signature.slice(2)),
      session(address, `${signature}00`.repeat(2)),
      session(address, Buffer.from(sign(utf8(MESSAGE))).toString('base64')),
      { ...session(address, signature), message: 1 as never },
      { ...session(address, signature), data: undefined as never },
    ])
      expect(await verify(bad)).toBe(false)
  })
})

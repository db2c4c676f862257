// Issue 31: Polkadot sign-in both ways with the reference library. Signatures @polkadot/keyring
// makes verify with the BUILT @latchkey/siwx/server verifier; the Polkadot dev wallet's signRaw
// signatures verify with util-crypto's signatureVerify; tampered ones fail both.
import type { SiwxMessageData } from '@latchkey/core'
import { createPolkadotDevExtension } from '@latchkey/dev-wallet/polkadot'
import { buildMessage } from '@latchkey/siwx'
import {
  createMemoryNonceStore,
  createSessionVerifier,
  polkadotVerifier,
  SiwxSignatureError,
} from '@latchkey/siwx/server'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { stringToHex, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import {
  cryptoWaitReady,
  decodeAddress,
  signatureVerify,
  sr25519Verify,
} from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'

const CHAIN = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const ORIGIN = 'https://app.example'

function data(accountAddress: string, nonce = 'abcdefgh12345678'): SiwxMessageData {
  return {
    accountAddress,
    chainId: CHAIN,
    domain: 'app.example',
    uri: ORIGIN,
    version: '1',
    nonce,
    statement: 'Sign in to the Latchkey conformance test',
    issuedAt: new Date().toISOString(),
  }
}

/** The signature with one bit of its first byte after 0x changed. */
const tamper = (signature: string) =>
  `0x${(Number.parseInt(signature.slice(2, 4), 16) ^ 1).toString(16).padStart(2, '0')}${signature.slice(4)}`

const pairs: Record<string, KeyringPair> = {}

beforeAll(async () => {
  await cryptoWaitReady()
  pairs.sr25519 = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromUri('//Alice')
  pairs.ed25519 = new Keyring({ type: 'ed25519', ss58Format: 2 }).addFromUri('//Bob')
  pairs.ecdsa = new Keyring({ type: 'ecdsa', ss58Format: 1284 }).addFromUri('//Charlie')
})

describe('@polkadot/keyring signatures, verified by polkadotVerifier (built)', () => {
  for (const scheme of ['sr25519', 'ed25519', 'ecdsa']) {
    it(`${scheme}: with and without <Bytes>, and refused once tampered`, async () => {
      const pair = pairs[scheme] as KeyringPair
      const session = data(pair.address)
      const message = buildMessage(session)
      const { verify } = polkadotVerifier()
      for (const signed of [u8aWrapBytes(stringToU8a(message)), stringToU8a(message)]) {
        const signature = u8aToHex(pair.sign(signed))
        expect(await verify({ data: session, message, signature })).toBe(true)
        expect(await verify({ data: session, message, signature: tamper(signature) })).toBe(false)
        expect(await verify({ data: session, message: `${message} `, signature })).toBe(false)
      }
    })
  }
})

describe("the Polkadot dev wallet's signRaw, verified by signatureVerify", () => {
  it('signs <Bytes>-wrapped bytes that util-crypto and our verifier both accept; tampered, neither', async () => {
    const wallet = await createPolkadotDevExtension({
      accounts: ['//Alice', '//Bob'],
      ss58Format: 2,
      mode: 'auto-approve',
    })
    const { signer, accounts } = await wallet.enable(ORIGIN)
    for (const { address } of await accounts.get()) {
      const session = data(address)
      const message = buildMessage(session)
      const { signature } = await signRaw(signer, address, message)
      const reference = signatureVerify(message, signature, address)
      expect(reference.isValid).toBe(true)
      expect(reference.crypto).toBe('sr25519')
      // The dev wallet wraps like extensions do: the bytes signed were <Bytes>message</Bytes>.
      const key = decodeAddress(address)
      expect(sr25519Verify(u8aWrapBytes(stringToU8a(message)), signature, key)).toBe(true)
      expect(sr25519Verify(stringToU8a(message), signature, key)).toBe(false)
      expect(await polkadotVerifier().verify({ data: session, message, signature })).toBe(true)
      const bad = tamper(signature)
      expect(signatureVerify(message, bad, address).isValid).toBe(false)
      expect(await polkadotVerifier().verify({ data: session, message, signature: bad })).toBe(
        false,
      )
    }
  })

  it('a whole session checks out with createSessionVerifier; a tampered one is a typed refusal', async () => {
    const wallet = await createPolkadotDevExtension({ accounts: ['//Alice'], mode: 'auto-approve' })
    const { signer, accounts } = await wallet.enable(ORIGIN)
    const address = (await accounts.get())[0]?.address ?? ''
    expect(address).not.toBe('')
    const nonces = createMemoryNonceStore()
    const verifySession = createSessionVerifier({
      domain: 'app.example',
      origin: ORIGIN,
      chains: [CHAIN],
      verifiers: [polkadotVerifier()],
      nonces,
    })
    const signIn = async () => {
      const session = data(address, await nonces.issue())
      const message = buildMessage(session)
      return {
        data: session,
        message,
        signature: (await signRaw(signer, address, message)).signature,
      }
    }
    const good = await signIn()
    expect((await verifySession(good)).data.accountAddress).toBe(address)
    const bad = await signIn()
    await expect(
      verifySession({ ...bad, signature: tamper(bad.signature) }),
    ).rejects.toBeInstanceOf(SiwxSignatureError)
    await expect(verifySession({ ...bad, signature: 'not hex' })).rejects.toBeInstanceOf(
      SiwxSignatureError,
    )
  })
})

type Signer = Awaited<
  ReturnType<Awaited<ReturnType<typeof createPolkadotDevExtension>>['enable']>
>['signer']

/** signRaw as adapter-polkadot calls it: the message's UTF-8 bytes, hex, type 'bytes'. */
function signRaw(signer: Signer, address: string, message: string) {
  return signer.signRaw({ address, data: stringToHex(message), type: 'bytes' })
}

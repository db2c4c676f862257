import type { SiwxMessageData, SiwxSession } from '@latchkey/core'
import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { base64, bech32 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { buildMessage } from '../message/buildMessage'
import { createSessionVerifier } from '../server/createSessionVerifier'
import { createMemoryNonceStore } from '../server/nonceStore'
import { SiwxSignatureError } from '../server/SiwxVerificationError'
import { verifyBip322 } from './bitcoin/bip322'
import { bitcoinVerifier } from './bitcoinVerifier'

const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
// BIP-322 2.0.0's basic vectors (key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k).
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const HELLO =
  'smpAkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const EMPTY =
  'smpAkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const MULTISIG = {
  address: 'bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9',
  message: 'This will be a p2wsh 3-of-3 multisig BIP 322 signed message',
  signature:
    'smpBQBHMEQCIFX9aaqPJWq2Ff2kpen5bFDTid+ehgUOpHV0LfjncXy4AiA3GNicF7aKPzdpa9PCpmaYQs3pHd+qbvvhXdxOCKCAMAFIMEUCIQD/ELXg6CNYyUQijCg96JtgvgjZb9dsl1Ctof4QAeyTcQIgVM/1AAblFl/DCt6A1gJg+T/i2qU5SQD09+chFJzolRwBSDBFAiEAlqRfSFyWNVQhvaCnmeV5tyneiCWMTcFbuujoD/pFa3wCIGnZjfQb8NolSYq9asV+ZeBSkCGHJcqnaV4JYS5MYPEGAWlTIQJ1aLEfEi/4p7wcV+XHZCBVvGGJZ7L3v+jhH+mZA8lN0yECCovfec+kIdllXpKCgA8RX/HZ2x5yHOtCSKP8/sf6pnwhAwxSng6kCgCXXSAmJOOZFdr3vdK3HzGqCFloOHgc5fM6U64=',
}
// BIP-322's "No prefix fallback" vector: a taproot key-path witness without `smp`.
const P2TR_UNPREFIXED = {
  address: 'bc1pss0zhytly75awhm6x2hhvd5lnzv3vssgrf9axfheq8ldyzn88ges79fler',
  message: 'No prefix fallback',
  signature:
    'AUCJYOwOjxYAvatTAGYaVlNXBVyFuc4MwNQkOuK2tl8xhfKDONd0NjfYyNSYcRqeCp8hsAnCEPHAVEkO9h6vbQ/R',
}
// The generated vectors' full P2PKH signature (version 2, lock time and sequence 2016).
const FULL_P2PKH = {
  address: '13vU5PUSuArDXJdCWZvUFEbgJ2wcmtSJWn',
  message: 'MOISC5NCQ42ADH2SUXLELUJOWH',
  signature:
    'fulAgAAAAGn3Z6t/gsHNyHdgZTOVro0Hej+qbd/ilU1ACalKoHX3gAAAABqRzBEAiB+8t/tm8Jm6zYv9JGZZVlAUjmqg7ZglIA39U+bim8EKQIgDv3E5cHOagN+xYgN3ZQjTYlAJp/WyslwJWuFP1TmM3IBIQJcPK2h9SY+Ki1oussvHnMdFAhJgsYBFPl+rNcMv9P1ROAHAAABAAAAAAAAAAABauAHAAA=',
}
// The legacy signed-message vector of bitcoinjs-message / bitcore.
const LEGACY = {
  address: '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV',
  message: 'This is an example of a signed message.',
  signature:
    'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
}

const verifier = bitcoinVerifier()
function verify(accountAddress: string, message: string, signature: string, chainId = MAINNET) {
  return verifier.verify({
    data: {
      accountAddress,
      chainId: chainId as `bip122:${string}`,
      domain: 'a.test',
      uri: 'https://a.test',
      version: '1',
      nonce: 'abcdefgh',
    },
    message,
    signature,
  })
}

// A BIP-137 signature made here: header `base` + recovery id, over the signed-message hash.
const SECRET = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
const PUBLIC = secp256k1.getPublicKey(SECRET, true)
const KEY_HASH = ripemd160(sha256(PUBLIC))
const OWN_P2WPKH = bech32.encode('bc', [0, ...bech32.toWords(KEY_HASH)])
function bip137(message: string, base: number): string {
  const text = new TextEncoder().encode(message)
  const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')
  const digest = sha256(sha256(Uint8Array.from([...prefix, text.length, ...text])))
  const sig = secp256k1.sign(digest, SECRET)
  return base64.encode(Uint8Array.from([base + sig.recovery, ...sig.toCompactRawBytes()]))
}

describe('Bitcoin verifier: BIP-322 2.0.0 (issue 31)', () => {
  it('accepts simple signatures with the `smp` prefix the BIP now requires of signers', async () => {
    expect(await verify(P2WPKH, 'Hello World', HELLO)).toBe(true)
    expect(await verify(P2WPKH, '', EMPTY)).toBe(true)
  })

  it('accepts the unprefixed simple form the BIP lets verifiers assume', async () => {
    expect(await verify(P2WPKH, 'Hello World', HELLO.slice(3))).toBe(true)
    const { address, message, signature } = P2TR_UNPREFIXED
    expect(await verify(address, message, signature)).toBe(true)
  })

  it('accepts a P2WSH 3-of-3 multisig witness (simple) and a P2PKH transaction (full)', async () => {
    expect(await verify(MULTISIG.address, MULTISIG.message, MULTISIG.signature)).toBe(true)
    expect(await verify(FULL_P2PKH.address, FULL_P2PKH.message, FULL_P2PKH.signature)).toBe(true)
    expect(verifyBip322(FULL_P2PKH)).toEqual({
      state: 'valid',
      format: 'full',
      lockTime: 2016,
      sequence: 2016,
    })
  })

  it('refuses a signature over another message, for another address or in another format', async () => {
    expect(await verify(P2WPKH, 'Hello World!', HELLO)).toBe(false)
    expect(await verify(MULTISIG.address, 'Hello World', HELLO)).toBe(false)
    expect(await verify(FULL_P2PKH.address, 'other', FULL_P2PKH.signature)).toBe(false)
    // A witness stack announced as a full transaction (BIP-322's "incorrect prefix type").
    expect(await verify(P2WPKH, 'Hello World', `ful${HELLO.slice(3)}`)).toBe(false)
    // Not a PSBT: a proof of funds that does not parse is invalid.
    expect(verifyBip322({ address: P2WPKH, message: '', signature: 'pofAA==' }).state).toBe(
      'invalid',
    )
  })

  it('accepts the legacy signed-message vector and refuses it changed', async () => {
    expect(await verify(LEGACY.address, LEGACY.message, LEGACY.signature)).toBe(true)
    expect(await verify(LEGACY.address, `${LEGACY.message} `, LEGACY.signature)).toBe(false)
    expect(
      await verify('1HnhWpkMHMjgt167kvgcPyurMmsCQ2WPgg', LEGACY.message, LEGACY.signature),
    ).toBe(false)
  })

  it('reads BIP-137 headers by their ranges: P2WPKH takes 39-42 and 31-34, not 35-38 or 27-30', async () => {
    expect(await verify(OWN_P2WPKH, 'Hello', bip137('Hello', 39))).toBe(true)
    expect(await verify(OWN_P2WPKH, 'Hello', bip137('Hello', 31))).toBe(true)
    expect(await verify(OWN_P2WPKH, 'Hello', bip137('Hello', 35))).toBe(false)
    expect(await verify(OWN_P2WPKH, 'Hello', bip137('Hello', 27))).toBe(false)
  })
})

describe('Bitcoin verifier: malformed input resolves false, never throws (issue 31)', () => {
  it('refuses what is not base64, an empty signature and a truncated witness', async () => {
    await expect(verify(P2WPKH, 'Hello World', 'not base64!')).resolves.toBe(false)
    await expect(verify(P2WPKH, 'Hello World', '')).resolves.toBe(false)
    await expect(verify(P2WPKH, 'Hello World', 'smp')).resolves.toBe(false)
    await expect(verify(P2WPKH, 'Hello World', 'fooAA==')).resolves.toBe(false)
    await expect(verify(P2WPKH, 'Hello World', HELLO.slice(0, 60))).resolves.toBe(false)
    await expect(verify(P2WPKH, 'Hello World', 'smpAA==')).resolves.toBe(false)
    await expect(verify(P2WPKH, 'Hello World', `ful${'A'.repeat(40)}`)).resolves.toBe(false)
  })

  it('refuses the invalid addresses of BIP-173 and BIP-350 that threw before', async () => {
    // Excess and non-zero padding: @scure/base's fromWords threw an untyped Error on these.
    for (const address of [
      'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du',
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
      'not-an-address',
    ])
      await expect(verify(address, 'Hello World', HELLO), address).resolves.toBe(false)
  })

  it('accepts an upper-case address and refuses one of another network', async () => {
    expect(await verify(P2WPKH.toUpperCase(), 'Hello World', HELLO)).toBe(true)
    expect(await verify(P2WPKH, 'Hello World', HELLO, TESTNET)).toBe(false)
  })

  it('refuses sessions whose fields are not strings', async () => {
    const bad = {
      data: { accountAddress: 1 },
      message: null,
      signature: {},
    } as unknown as SiwxSession
    await expect(verifier.verify(bad)).resolves.toBe(false)
  })
})

describe('Bitcoin sessions through createSessionVerifier (issue 31)', () => {
  const NOW = Date.parse('2026-11-25T12:00:00.000Z')
  async function session(
    signature: (message: string) => string,
    accountAddress: string = OWN_P2WPKH,
  ) {
    const nonces = createMemoryNonceStore({ now: () => NOW })
    const data: SiwxMessageData = {
      domain: 'app.test',
      accountAddress,
      uri: 'https://app.test/login',
      version: '1',
      chainId: MAINNET,
      nonce: await nonces.issue(),
      issuedAt: new Date(NOW).toISOString(),
    }
    const message = buildMessage(data)
    const verifySession = createSessionVerifier({
      domain: 'app.test',
      chains: [MAINNET],
      verifiers: [bitcoinVerifier()],
      nonces,
      now: () => NOW,
    })
    return verifySession({ data, message, signature: signature(message) })
  }

  it('accepts a signed session', async () => {
    expect((await session((m) => bip137(m, 39))).data.accountAddress).toBe(OWN_P2WPKH)
  })

  it('refuses malformed signatures and addresses with SiwxSignatureError', async () => {
    for (const signature of ['not base64!', '', 'smpAA==', HELLO.slice(0, 60), 'ful////'])
      await expect(session(() => signature)).rejects.toBeInstanceOf(SiwxSignatureError)
    await expect(
      session((m) => bip137(m, 39), 'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du'),
    ).rejects.toBeInstanceOf(SiwxSignatureError)
    // The signer's own key, as a testnet address in a mainnet session.
    const testnet = bech32.encode('tb', [0, ...bech32.toWords(KEY_HASH)])
    await expect(session((m) => bip137(m, 39), testnet)).rejects.toBeInstanceOf(SiwxSignatureError)
  })
})

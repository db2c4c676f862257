import { fromBase58 } from '@latchkey/core'
import { bitcoinVerifier } from '@latchkey/siwx/server'
import { describe, expect, it } from 'vitest'
import { signBip322Simple, signLegacyMessage, toBitcoinDevKey } from '../src/bitcoin'

/** A WIF's 32-byte secret key, hex (base58check: version, key, compression flag, checksum). */
function wifToHex(wif: string): string {
  const bytes = fromBase58(wif) as Uint8Array
  return Buffer.from(bytes.slice(1, 33)).toString('hex')
}

// BIP-322's published test vectors: one key, its P2WPKH and P2TR addresses.
const BIP322_KEY = wifToHex('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const BIP322 = {
  p2wpkh: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  p2tr: 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
  empty:
    'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  hello:
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
}
// bitcoinjs-message's published legacy vector (a compressed P2PKH key).
const LEGACY = {
  key: wifToHex('L4rK1yDtCWekvXuE6oXD9jCYfFNV2cWRpVuPLBcCU2z8TrisoyY1'),
  address: '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV',
  message: 'This is an example of a signed message.',
  signature:
    'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
}

const verifier = bitcoinVerifier()
const verify = (accountAddress: string, message: string, signature: string) =>
  verifier.verify({
    data: {
      accountAddress,
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      domain: 'a.test',
      uri: 'https://a.test',
      version: '1',
      nonce: 'abcdefgh',
    },
    message,
    signature,
  })

describe('BIP-322 simple signatures (published vectors)', () => {
  const p2wpkh = toBitcoinDevKey(BIP322_KEY, 'p2wpkh', 'bitcoin:mainnet')
  const p2tr = toBitcoinDevKey(BIP322_KEY, 'p2tr', 'bitcoin:mainnet')

  it('derives the vectors’ P2WPKH and P2TR addresses from their key', () => {
    expect(p2wpkh.address).toBe(BIP322.p2wpkh)
    expect(p2tr.address).toBe(BIP322.p2tr)
  })

  it('signs "" and "Hello World" with P2WPKH exactly as the BIP does (RFC 6979, low R)', () => {
    expect(signBip322Simple(p2wpkh, '')).toBe(BIP322.empty)
    expect(signBip322Simple(p2wpkh, 'Hello World')).toBe(BIP322.hello)
  })

  it('signs with the taproot key path a signature the BIP-322 verifier accepts', async () => {
    const signature = signBip322Simple(p2tr, 'Hello World')
    // One witness item of a 64-byte Schnorr signature (SIGHASH_DEFAULT).
    expect(Buffer.from(signature, 'base64').subarray(0, 2)).toEqual(Buffer.from([1, 64]))
    expect(await verify(BIP322.p2tr, 'Hello World', signature)).toBe(true)
    expect(await verify(BIP322.p2tr, 'Hello World!', signature)).toBe(false)
  })

  it('makes signatures the SIWX verifier accepts only for their message and address', async () => {
    expect(await verify(BIP322.p2wpkh, 'Sign in', signBip322Simple(p2wpkh, 'Sign in'))).toBe(true)
    expect(await verify(BIP322.p2wpkh, 'Sign in', signBip322Simple(p2wpkh, 'Sign out'))).toBe(false)
    expect(await verify(BIP322.p2tr, 'Sign in', signBip322Simple(p2wpkh, 'Sign in'))).toBe(false)
  })
})

describe('legacy signed messages (BIP-137)', () => {
  it('reproduces the published signature: same r, s and recovery id', () => {
    const key = toBitcoinDevKey(LEGACY.key, 'p2wpkh', 'bitcoin:mainnet')
    const ours = Buffer.from(signLegacyMessage(key, LEGACY.message), 'base64')
    const published = Buffer.from(LEGACY.signature, 'base64')
    expect(ours.subarray(1)).toEqual(published.subarray(1))
    // Headers differ only by address kind: 31 + id for compressed P2PKH, 39 + id for P2WPKH.
    expect((ours[0] as number) - 39).toBe((published[0] as number) - 31)
  })

  it('signs for a P2WPKH address in the form the SIWX verifier accepts', async () => {
    const key = toBitcoinDevKey(BIP322_KEY, 'p2wpkh', 'bitcoin:mainnet')
    const signature = signLegacyMessage(key, 'Sign in')
    expect(await verify(BIP322.p2wpkh, 'Sign in', signature)).toBe(true)
    expect(await verify(BIP322.p2wpkh, 'Sign out', signature)).toBe(false)
  })
})

import { ed25519 } from '@noble/curves/ed25519'
import { hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { verifyEd25519Strict } from './verifyEd25519Strict'

const check = (publicKey: string, message: string, signature: string) =>
  verifyEd25519Strict({
    publicKey: hex.decode(publicKey),
    message: hex.decode(message),
    signature: hex.decode(signature),
  })
const lenient = (publicKey: string, message: string, signature: string) =>
  ed25519.verify(hex.decode(signature), hex.decode(message), hex.decode(publicKey))

describe('verifyEd25519Strict', () => {
  it('accepts RFC 8032 §7.1 TEST 1 and TEST 2, and refuses them on another message', () => {
    const t1 = [
      'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
      '',
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
    ] as const
    const t2 = [
      '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
      '72',
      '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
    ] as const
    expect(check(...t1)).toBe(true)
    expect(check(...t2)).toBe(true)
    expect(check(t1[0], '00', t1[2])).toBe(false)
  })

  it('refuses the all-zero key (order 4) with identity R and S = 0, which ZIP-215 accepts', () => {
    const key = '00'.repeat(32)
    const signature = `01${'00'.repeat(63)}`
    expect(lenient(key, '', signature)).toBe(true)
    expect(check(key, '', signature)).toBe(false)
    expect(check(key, '616263', signature)).toBe(false)
  })

  // "Taming the many EdDSAs" (novifinancial/ed25519-speccheck cases.json), vectors 2 and 10.
  it('refuses a small-order R, which the RFC 8032 mode of @noble/curves alone lets through', () => {
    const v2 = [
      'f7badec5b8abeaf699583992219b7b223f1df3fbbea919844e3f7c554a43dd43',
      'aebf3f2601a0c8c5d39cc7d8911642f740b78168218da8471772b35f9d35b9ab',
      'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa8c4bd45aecaca5b24fb97bc10ac27ac8751a7dfe1baff8b953ec9f5833ca260e',
    ] as const
    const [key, message, signature] = v2
    expect(
      ed25519.verify(hex.decode(signature), hex.decode(message), hex.decode(key), {
        zip215: false,
      }),
    ).toBe(true)
    expect(check(...v2)).toBe(false)
  })

  it('refuses a non-canonical A (y >= p)', () => {
    const v10 = [
      'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
      'e96b7021eb39c1a163b6da4e3093dcd3f21387da4cc4572be588fafae23c155b',
      'a9d55260f765261eb9b84e106f665e00b867287a761990d7135963ee0a7d59dca5bb704786be79fc476f91d3f3f89b03984d8068dcf1bb7dfc6637b45450ac04',
    ] as const
    expect(lenient(...v10)).toBe(true)
    expect(check(...v10)).toBe(false)
  })

  it('refuses wrong lengths', () => {
    const key = ed25519.getPublicKey(ed25519.utils.randomPrivateKey())
    expect(
      verifyEd25519Strict({
        publicKey: key,
        message: new Uint8Array(),
        signature: new Uint8Array(63),
      }),
    ).toBe(false)
    expect(
      verifyEd25519Strict({
        publicKey: key.subarray(1),
        message: new Uint8Array(),
        signature: new Uint8Array(64),
      }),
    ).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { bitcoinVerifier } from './bitcoinVerifier'

// BIP-322's published vectors (private key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k).
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const BIP322 = {
  empty:
    'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  hello:
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  helloAlt:
    'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  taprootHello:
    'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
}
// The legacy signed-message vector of bitcoinjs-message / bitcore.
const LEGACY = {
  address: '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV',
  message: 'This is an example of a signed message.',
  signature:
    'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
}

const verifier = bitcoinVerifier()
function verify(accountAddress: string, message: string, signature: string) {
  return verifier.verify({
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
}

describe('Bitcoin verifier', () => {
  it('accepts the BIP-322 simple vectors (P2WPKH, ECDSA)', async () => {
    expect(await verify(P2WPKH, '', BIP322.empty)).toBe(true)
    expect(await verify(P2WPKH, 'Hello World', BIP322.hello)).toBe(true)
    expect(await verify(P2WPKH, 'Hello World', BIP322.helloAlt)).toBe(true)
  })

  it('accepts the BIP-322 simple vector for a taproot key path (Schnorr)', async () => {
    expect(await verify(P2TR, 'Hello World', BIP322.taprootHello)).toBe(true)
  })

  it('refuses a vector over another message or for another address', async () => {
    expect(await verify(P2WPKH, '', BIP322.hello)).toBe(false)
    expect(await verify(P2WPKH, 'Hello World!', BIP322.hello)).toBe(false)
    expect(await verify(P2TR, 'Hello', BIP322.taprootHello)).toBe(false)
    expect(
      await verify('bc1qqthe0hz8klx90e7stf6shclhsvqd5ly96pn53v', 'Hello World', BIP322.hello),
    ).toBe(false)
  })

  it('accepts the legacy signed-message vector and refuses it changed', async () => {
    expect(await verify(LEGACY.address, LEGACY.message, LEGACY.signature)).toBe(true)
    expect(await verify(LEGACY.address, `${LEGACY.message} `, LEGACY.signature)).toBe(false)
    expect(
      await verify('1HnhWpkMHMjgt167kvgcPyurMmsCQ2WPgg', LEGACY.message, LEGACY.signature),
    ).toBe(false)
  })

  it('refuses what is not a signature or an address', async () => {
    expect(await verify(P2WPKH, 'Hello World', 'not base64!')).toBe(false)
    expect(await verify(P2WPKH, 'Hello World', 'AAAA')).toBe(false)
    expect(await verify('not-an-address', 'Hello World', BIP322.hello)).toBe(false)
  })
})

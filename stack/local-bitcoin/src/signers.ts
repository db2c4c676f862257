import { crypto, type Signer } from 'bitcoinjs-lib'
import type { BitcoinDevKey } from './devKeys'
import { ecc } from './ecc'

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'))

/**
 * A bitcoinjs-lib PSBT signer for a development key: ECDSA for P2WPKH, and for P2TR the BIP-86
 * key-path key (the secret tweaked by the x-only key's TapTweak, BIP-341), signing with BIP-340.
 */
export function bitcoinDevSigner(key: Pick<BitcoinDevKey, 'type' | 'privateKey'>): Signer {
  const secret = bytes(key.privateKey)
  const publicKey = ecc.pointFromScalar(secret, true) as Uint8Array
  if (key.type === 'p2wpkh') {
    return { publicKey, sign: (hash) => ecc.sign(hash, secret) }
  }
  const even = publicKey[0] === 2 ? secret : (ecc.privateNegate(secret) as Uint8Array)
  const tweaked = ecc.privateAdd(even, crypto.taggedHash('TapTweak', publicKey.slice(1, 33)))
  if (!tweaked) throw new Error('The TapTweak made no valid key')
  return {
    publicKey: ecc.pointFromScalar(tweaked, true) as Uint8Array,
    sign: (hash) => ecc.sign(hash, tweaked),
    signSchnorr: (hash) => ecc.signSchnorr(hash, tweaked),
  }
}

import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, initEccLib, type Network, networks, payments, type Signer } from 'bitcoinjs-lib'

initEccLib(ecc)

/** The Wallet Standard chains the wallet signs for. */
export type BitcoinDevChain = 'bitcoin:mainnet' | 'bitcoin:testnet' | 'bitcoin:regtest'

export const BITCOIN_NETWORKS: Readonly<Record<BitcoinDevChain, Network>> = Object.freeze({
  'bitcoin:mainnet': networks.bitcoin,
  'bitcoin:testnet': networks.testnet,
  'bitcoin:regtest': networks.regtest,
})

export type BitcoinKeyKind = 'p2wpkh' | 'p2tr'

/** One development key as one address: P2WPKH for payments, P2TR (key path) for ordinals. */
export interface BitcoinDevKey {
  readonly kind: BitcoinKeyKind
  readonly address: string
  /** What wallets show as the account's key: 33 bytes (P2WPKH) or the 32-byte x-only key (P2TR). */
  readonly publicKey: Uint8Array
  readonly output: Uint8Array
  /** The bitcoinjs-lib signer that spends the output (taproot: the tweaked key, BIP-341). */
  readonly signer: Signer
  readonly secretKey: Uint8Array
}

const HEX_KEY = /^[0-9a-fA-F]{64}$/

/**
 * RFC 6979 ECDSA with Bitcoin Core's low-R grinding: retry with a counter as extra entropy until
 * r's first byte is below 0x80, so the DER signature is at most 70 bytes (as Core's wallet signs).
 */
function signLowR(hash: Uint8Array, secretKey: Uint8Array): Uint8Array {
  let signature = ecc.sign(hash, secretKey)
  for (let counter = 1; (signature[0] as number) >= 0x80; counter++) {
    const entropy = new Uint8Array(32)
    new DataView(entropy.buffer).setUint32(0, counter, true)
    signature = ecc.sign(hash, secretKey, entropy)
  }
  return signature
}

export function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
}

/** A 32-byte secret key (hex) as the address of `kind` on `chain`; throws on anything else. */
export function toDevKey(
  secretHex: string,
  kind: BitcoinKeyKind,
  chain: BitcoinDevChain,
): BitcoinDevKey {
  if (!HEX_KEY.test(secretHex) || !ecc.isPrivate(hexToBytes(secretHex)))
    throw new TypeError('A Bitcoin development key is 32 bytes of hex, below the curve order')
  const network = BITCOIN_NETWORKS[chain]
  const secretKey = hexToBytes(secretHex)
  const publicKey = ecc.pointFromScalar(secretKey, true) as Uint8Array
  if (kind === 'p2wpkh') {
    const payment = payments.p2wpkh({ pubkey: publicKey, network })
    return Object.freeze({
      kind,
      address: payment.address as string,
      publicKey,
      output: payment.output as Uint8Array,
      secretKey,
      signer: { publicKey, sign: (hash: Uint8Array) => signLowR(hash, secretKey) },
    })
  }
  const internal = publicKey.slice(1)
  const payment = payments.p2tr({ internalPubkey: internal, network })
  // BIP-341 key path: the key with an even y, tweaked by the hash of its x-only form.
  const even = publicKey[0] === 0x02 ? secretKey : (ecc.privateNegate(secretKey) as Uint8Array)
  const tweaked = ecc.privateAdd(even, crypto.taggedHash('TapTweak', internal)) as Uint8Array
  const tweakedPublic = ecc.pointFromScalar(tweaked, true) as Uint8Array
  return Object.freeze({
    kind,
    address: payment.address as string,
    publicKey: internal,
    output: payment.output as Uint8Array,
    secretKey,
    signer: {
      publicKey: tweakedPublic,
      sign: (hash: Uint8Array) => signLowR(hash, tweaked),
      // Deterministic (no auxiliary randomness): the same request signs the same way.
      signSchnorr: (hash: Uint8Array) => ecc.signSchnorr(hash, tweaked, new Uint8Array(32)),
    },
  })
}

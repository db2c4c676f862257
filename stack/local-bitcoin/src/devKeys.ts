import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { payments } from 'bitcoinjs-lib'
import { LOCAL_BITCOIN_NETWORK } from './constants'
import './ecc'

/**
 * The development mnemonic: BIP-39's all-`abandon` test phrase, public to everyone. Its keys are for
 * this local chain only: anything sent to them on a real network is anyone's to take.
 */
export const BITCOIN_DEV_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

export type BitcoinDevKeyType = 'p2wpkh' | 'p2tr'

export interface BitcoinDevKey {
  type: BitcoinDevKeyType
  /** Index in the derivation path's last level. */
  index: number
  /** BIP-84 (`m/84'/1'/0'/0/i`, P2WPKH) or BIP-86 (`m/86'/1'/0'/0/i`, P2TR key path). */
  path: string
  /** 32-byte secret key, hex. */
  privateKey: string
  /** 33-byte compressed public key, hex. */
  publicKey: string
  /** The 32-byte x-only key (BIP-340), hex: the internal key of a P2TR address. */
  xOnlyPublicKey: string
  /** The regtest address (`bcrt1q…` or `bcrt1p…`). */
  address: string
}

export const BITCOIN_DEV_KEY_COUNT = 5

/** Each development address holds one coinbase output of this many sats at start. */
export const BITCOIN_DEV_KEY_SATS = 50n * 100_000_000n

const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

function deriveKey(root: HDKey, type: BitcoinDevKeyType, index: number): BitcoinDevKey {
  const path = `m/${type === 'p2wpkh' ? 84 : 86}'/1'/0'/0/${index}`
  const node = root.derive(path)
  if (!node.privateKey || !node.publicKey) throw new Error(`No key at ${path}`)
  const xOnly = node.publicKey.slice(1, 33)
  const payment =
    type === 'p2wpkh'
      ? payments.p2wpkh({ pubkey: node.publicKey, network: LOCAL_BITCOIN_NETWORK })
      : payments.p2tr({ internalPubkey: xOnly, network: LOCAL_BITCOIN_NETWORK })
  return {
    type,
    index,
    path,
    privateKey: toHex(node.privateKey),
    publicKey: toHex(node.publicKey),
    xOnlyPublicKey: toHex(xOnly),
    address: payment.address as string,
  }
}

function deriveDevKeys(): readonly BitcoinDevKey[] {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(BITCOIN_DEV_MNEMONIC))
  const keys: BitcoinDevKey[] = []
  for (const type of ['p2wpkh', 'p2tr'] as const)
    for (let i = 0; i < BITCOIN_DEV_KEY_COUNT; i++) keys.push(deriveKey(root, type, i))
  return Object.freeze(keys.map((k) => Object.freeze(k)))
}

/** Five P2WPKH keys, then five P2TR keys, each address funded at start. Development only. */
export const BITCOIN_DEV_KEYS: readonly BitcoinDevKey[] = deriveDevKeys()

/** The P2WPKH address at `m/84'/1'/0'/1/0` (a change path, no dev key): coinbases go here by default. */
export const BITCOIN_MINER_ADDRESS = payments.p2wpkh({
  pubkey: HDKey.fromMasterSeed(mnemonicToSeedSync(BITCOIN_DEV_MNEMONIC)).derive("m/84'/1'/0'/1/0")
    .publicKey as Uint8Array,
  network: LOCAL_BITCOIN_NETWORK,
}).address as string

import { decodeBase58Check } from '../encoding/base58check'
import { decodeBech32, wordsToBytes } from '../encoding/bech32'

export { type Bech32Variant, type DecodeBech32ReturnType, decodeBech32 } from '../encoding/bech32'

/** The networks whose addresses differ: testnet3, testnet4 and signet share `tb`, m/n and 2. */
export type BitcoinAddressNetwork = 'mainnet' | 'testnet' | 'regtest'

/** `witness` is a segwit version above 1 (BIP-350): valid to pay, not yet defined to spend. */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness'

export interface DecodedBitcoinAddress {
  type: BitcoinAddressType
  /** The networks the address is valid on (base58 testnet and regtest addresses are alike). */
  networks: readonly BitcoinAddressNetwork[]
  /** The segwit version; undefined for base58 addresses. */
  witnessVersion?: number
  /** The key hash, script hash, witness program or taproot output key. */
  program: Uint8Array
}

const SEGWIT_HRPS: Readonly<Record<string, BitcoinAddressNetwork>> = {
  bc: 'mainnet',
  tb: 'testnet',
  bcrt: 'regtest',
}
const TEST: readonly BitcoinAddressNetwork[] = ['testnet', 'regtest']
// Base58check version bytes: P2PKH 0x00 / 0x6f, P2SH 0x05 / 0xc4.
const BASE58_VERSIONS: Readonly<
  Record<number, [Exclude<BitcoinAddressType, 'witness'>, readonly BitcoinAddressNetwork[]]>
> = {
  0: ['p2pkh', ['mainnet']],
  5: ['p2sh', ['mainnet']],
  111: ['p2pkh', TEST],
  196: ['p2sh', TEST],
}

function segwit(address: string): DecodedBitcoinAddress | undefined {
  const decoded = decodeBech32(address)
  const network = decoded && SEGWIT_HRPS[decoded.hrp]
  if (!decoded || !network || decoded.words.length === 0) return undefined
  const [version = 0, ...words] = decoded.words
  const program = wordsToBytes(words)
  // BIP-350: version 0 is bech32, 1 to 16 bech32m; BIP-173: programs of 2 to 40 bytes.
  if (!program || version > 16 || (version === 0) !== (decoded.variant === 'bech32'))
    return undefined
  if (program.length < 2 || program.length > 40) return undefined
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
  const type =
    version === 0
      ? program.length === 20
        ? 'p2wpkh'
        : 'p2wsh'
      : version === 1 && program.length === 32
        ? 'p2tr'
        : 'witness'
  return { type, networks: [network], witnessVersion: version, program }
}

function base58(address: string): DecodedBitcoinAddress | undefined {
  const payload = decodeBase58Check(address)
  const kind = payload?.length === 21 ? BASE58_VERSIONS[payload[0] as number] : undefined
  if (!payload || !kind) return undefined
  return { type: kind[0], networks: kind[1], program: payload.slice(1) }
}

/**
 * SPEC §5's Bitcoin address rule: base58check (checksum, version byte, 20-byte hash) or
 * bech32/bech32m (BIP-173, BIP-350: checksum, one case, witness version and program length),
 * on `network` when the caller knows it. Undefined for anything else; it never throws.
 */
export function decodeBitcoinAddress(
  address: string,
  network?: BitcoinAddressNetwork,
): DecodedBitcoinAddress | undefined {
  if (typeof address !== 'string') return undefined
  const decoded = /^(bc|tb|bcrt)1/i.test(address) ? segwit(address) : base58(address)
  if (!decoded || (network && !decoded.networks.includes(network))) return undefined
  return decoded
}

/** SPEC §5: whether a value is a Bitcoin address (of `network` when given). */
export function isBitcoinAddress(value: unknown, network?: BitcoinAddressNetwork): value is string {
  return typeof value === 'string' && decodeBitcoinAddress(value, network) !== undefined
}

// CAIP-2 references (the genesis block hash cut to 32 characters) of the networks we know.
const GENESIS: Readonly<Record<string, BitcoinAddressNetwork>> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet',
  '00000000da84f2bafbbc53dee25a72ae': 'testnet',
  '00000008819873e925422c1ff0f99f7c': 'testnet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

/** The address network of a bip122 chain id (`bip122:<genesis>` or the bare reference). */
export function bitcoinAddressNetwork(chainId: string): BitcoinAddressNetwork | undefined {
  return GENESIS[chainId.replace(/^bip122:/, '')]
}

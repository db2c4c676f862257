import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'

const base58check = createBase58check(sha256)

/** The output kinds a sign-in address can have. */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

export interface DecodedBitcoinAddress {
  type: BitcoinAddressType
  /** The hash or key the address commits to (20 or 32 bytes). */
  program: Uint8Array
  /** The output script that pays the address (BIP-322's message_challenge). */
  script: Uint8Array
}

// Mainnet, testnet/signet and regtest prefixes.
const SEGWIT_HRPS = ['bc', 'tb', 'bcrt']
const P2PKH_VERSIONS = [0x00, 0x6f]
const P2SH_VERSIONS = [0x05, 0xc4]

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

function segwit(address: string): DecodedBitcoinAddress | undefined {
  const lower = address.toLowerCase()
  if (lower !== address && address.toUpperCase() !== address) return undefined
  const hrp = lower.slice(0, lower.lastIndexOf('1'))
  if (!SEGWIT_HRPS.includes(hrp)) return undefined
  // Witness version 0 uses bech32, versions 1 and above bech32m (BIP-350).
  for (const codec of [bech32, bech32m]) {
    const decoded = codec.decodeUnsafe(lower as `${string}1${string}`, 90)
    if (!decoded || decoded.words.length === 0) continue
    const [version = 0, ...rest] = decoded.words
    if ((version === 0) !== (codec === bech32)) continue
    const program = codec.fromWords(rest)
    if (version === 0 && program.length === 20)
      return { type: 'p2wpkh', program, script: concatBytes(Uint8Array.of(0x00, 0x14), program) }
    if (version === 0 && program.length === 32)
      return { type: 'p2wsh', program, script: concatBytes(Uint8Array.of(0x00, 0x20), program) }
    if (version === 1 && program.length === 32)
      return { type: 'p2tr', program, script: concatBytes(Uint8Array.of(0x51, 0x20), program) }
  }
  return undefined
}

function base58(address: string): DecodedBitcoinAddress | undefined {
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch {
    return undefined
  }
  if (payload.length !== 21) return undefined
  const [version = -1] = payload
  const program = payload.slice(1)
  if (P2PKH_VERSIONS.includes(version))
    return {
      type: 'p2pkh',
      program,
      script: concatBytes(Uint8Array.of(0x76, 0xa9, 0x14), program, Uint8Array.of(0x88, 0xac)),
    }
  if (P2SH_VERSIONS.includes(version))
    return {
      type: 'p2sh',
      program,
      script: concatBytes(Uint8Array.of(0xa9, 0x14), program, Uint8Array.of(0x87)),
    }
  return undefined
}

/** Reads a Bitcoin address of any network; undefined when it is not one. */
export function decodeBitcoinAddress(address: string): DecodedBitcoinAddress | undefined {
  return segwit(address) ?? base58(address)
}

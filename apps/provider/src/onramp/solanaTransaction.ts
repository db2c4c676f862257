import { createPrivateKey, createPublicKey, sign } from 'node:crypto'
import bs58 from 'bs58'

/** An account an instruction touches. */
export interface SolanaAccountMeta {
  address: string
  signer: boolean
  writable: boolean
}

export interface SolanaInstruction {
  programId: string
  accounts: SolanaAccountMeta[]
  data: Uint8Array
}

/** An ed25519 key from its 32-byte seed: the base58 address and a signer. */
export interface SolanaSigner {
  address: string
  sign(message: Uint8Array): Uint8Array
}

// PKCS#8 and SPKI DER prefixes of an Ed25519 key (RFC 8410), followed by the 32 raw bytes.
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex')
const SPKI_ED25519_LENGTH = 12

export function solanaSigner(seed: Uint8Array): SolanaSigner {
  if (seed.length !== 32) throw new RangeError('An ed25519 seed is 32 bytes')
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, Buffer.from(seed)]),
    format: 'der',
    type: 'pkcs8',
  })
  const spki = createPublicKey(key).export({ format: 'der', type: 'spki' })
  return {
    address: bs58.encode(spki.subarray(SPKI_ED25519_LENGTH)),
    sign: (message) => new Uint8Array(sign(null, message, key)),
  }
}

/** Solana's compact-u16 length prefix. */
function shortVec(n: number): number[] {
  const out: number[] = []
  let rest = n
  for (;;) {
    const byte = rest & 0x7f
    rest >>= 7
    if (rest === 0) {
      out.push(byte)
      return out
    }
    out.push(byte | 0x80)
  }
}

/**
 * A legacy transaction message: the fee payer first, then signers, writable before read-only,
 * each account once with the widest role any instruction gives it.
 */
export function compileMessage(
  feePayer: string,
  instructions: readonly SolanaInstruction[],
  recentBlockhash: string,
): { message: Uint8Array; signers: string[] } {
  const roles = new Map<string, { signer: boolean; writable: boolean }>()
  const note = (address: string, signer: boolean, writable: boolean) => {
    const role = roles.get(address) ?? { signer: false, writable: false }
    roles.set(address, { signer: role.signer || signer, writable: role.writable || writable })
  }
  note(feePayer, true, true)
  for (const ix of instructions) {
    for (const a of ix.accounts) note(a.address, a.signer, a.writable)
    note(ix.programId, false, false)
  }
  const rank = (address: string) => {
    if (address === feePayer) return -1
    const { signer, writable } = roles.get(address)!
    return (signer ? 0 : 2) + (writable ? 0 : 1)
  }
  // Within a role, by base58 text as @solana/web3.js orders them (any order is a valid message).
  const keys = [...roles.keys()].sort(
    (a, b) =>
      rank(a) - rank(b) || a.localeCompare(b, 'en', { sensitivity: 'variant', caseFirst: 'lower' }),
  )
  const signers = keys.filter((k) => roles.get(k)!.signer)
  const readonlySigned = signers.filter((k) => !roles.get(k)!.writable).length
  const readonlyUnsigned = keys.filter(
    (k) => !roles.get(k)!.signer && !roles.get(k)!.writable,
  ).length
  const index = (address: string) => keys.indexOf(address)
  const bytes: number[] = [signers.length, readonlySigned, readonlyUnsigned]
  bytes.push(...shortVec(keys.length))
  for (const k of keys) bytes.push(...bs58.decode(k))
  bytes.push(...bs58.decode(recentBlockhash))
  bytes.push(...shortVec(instructions.length))
  for (const ix of instructions) {
    bytes.push(index(ix.programId))
    bytes.push(...shortVec(ix.accounts.length), ...ix.accounts.map((a) => index(a.address)))
    bytes.push(...shortVec(ix.data.length), ...ix.data)
  }
  return { message: Uint8Array.from(bytes), signers }
}

/** The wire transaction: every signer's signature over the message, in the message's order. */
export function signTransaction(
  compiled: { message: Uint8Array; signers: string[] },
  keys: readonly SolanaSigner[],
): Uint8Array {
  const signatures = compiled.signers.map((address) => {
    const key = keys.find((k) => k.address === address)
    if (!key) throw new Error(`No key for signer ${address}`)
    return key.sign(compiled.message)
  })
  return Uint8Array.from([
    ...shortVec(signatures.length),
    ...signatures.flatMap((s) => [...s]),
    ...compiled.message,
  ])
}

const u64 = (value: bigint) => {
  const out = new Uint8Array(8)
  new DataView(out.buffer).setBigUint64(0, value, true)
  return out
}

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'

/** System program Transfer (index 2): `lamports` from `from` to `to`. */
export const systemTransfer = (from: string, to: string, lamports: bigint): SolanaInstruction => ({
  programId: SYSTEM_PROGRAM,
  accounts: [
    { address: from, signer: true, writable: true },
    { address: to, signer: false, writable: true },
  ],
  data: Uint8Array.from([2, 0, 0, 0, ...u64(lamports)]),
})

/** System program CreateAccount (index 0): a new account of `space` bytes owned by `owner`. */
export const systemCreateAccount = (
  from: string,
  account: string,
  lamports: bigint,
  space: bigint,
  owner: string,
): SolanaInstruction => ({
  programId: SYSTEM_PROGRAM,
  accounts: [
    { address: from, signer: true, writable: true },
    { address: account, signer: true, writable: true },
  ],
  data: Uint8Array.from([0, 0, 0, 0, ...u64(lamports), ...u64(space), ...bs58.decode(owner)]),
})

/** SPL Token InitializeAccount3 (18): `account` holds `mint` for `owner`. */
export const tokenInitializeAccount = (
  tokenProgram: string,
  account: string,
  mint: string,
  owner: string,
): SolanaInstruction => ({
  programId: tokenProgram,
  accounts: [
    { address: account, signer: false, writable: true },
    { address: mint, signer: false, writable: false },
  ],
  data: Uint8Array.from([18, ...bs58.decode(owner)]),
})

/** SPL Token TransferChecked (12): `amount` of `mint` between token accounts. */
export const tokenTransferChecked = (
  tokenProgram: string,
  source: string,
  mint: string,
  destination: string,
  owner: string,
  amount: bigint,
  decimals: number,
): SolanaInstruction => ({
  programId: tokenProgram,
  accounts: [
    { address: source, signer: false, writable: true },
    { address: mint, signer: false, writable: false },
    { address: destination, signer: false, writable: true },
    { address: owner, signer: true, writable: false },
  ],
  data: Uint8Array.from([12, ...u64(amount), decimals]),
})

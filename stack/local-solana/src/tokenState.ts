import {
  type Account,
  type Mint,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token'
import { type AccountInfo, PublicKey } from '@solana/web3.js'

export const TOKEN_PROGRAM_IDS = [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()]

export function isTokenProgram(owner: PublicKey | string): boolean {
  return TOKEN_PROGRAM_IDS.includes(typeof owner === 'string' ? owner : owner.toBase58())
}

function asInfo(account: AccountInfo<Uint8Array>): AccountInfo<Buffer> {
  return { ...account, data: Buffer.from(account.data) }
}

/** The token account at `address`, or null when the account is not one (mints, others). */
export function readTokenAccount(
  address: PublicKey,
  account: AccountInfo<Uint8Array> | null,
): Account | null {
  if (!account || !isTokenProgram(account.owner)) return null
  try {
    return unpackAccount(address, asInfo(account), account.owner)
  } catch {
    return null
  }
}

/** The mint at `address`, or null when the account is not one. */
export function readMint(address: PublicKey, account: AccountInfo<Uint8Array> | null): Mint | null {
  if (!account || !isTokenProgram(account.owner)) return null
  try {
    return unpackMint(address, asInfo(account), account.owner)
  } catch {
    return null
  }
}

/** `{ amount, decimals, uiAmount, uiAmountString }` as the RPC writes token amounts. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const base = 10n ** BigInt(decimals)
  const whole = amount / base
  const fraction = (amount % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole.toString()
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

export { PublicKey }

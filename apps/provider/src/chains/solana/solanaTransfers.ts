import bs58 from 'bs58'
import type { IndexedTransfer } from '../ServedChain'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
/** Transfer positions: instruction i is i * 1000, its k-th inner instruction i * 1000 + k + 1. */
const INNER_SLOTS = 1000

interface RawInstruction {
  programIdIndex: number
  accounts: number[]
  data: string
}

interface TokenBalance {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount?: { decimals: number }
}

/** A transaction of a `getBlock` answer (encoding json), as far as transfers need it. */
export interface SolanaBlockTransaction {
  transaction: {
    signatures: string[]
    message: { accountKeys: string[]; instructions: RawInstruction[] }
  }
  meta: {
    err: unknown
    innerInstructions?: { index: number; instructions: RawInstruction[] }[] | null
    preTokenBalances?: TokenBalance[] | null
    postTokenBalances?: TokenBalance[] | null
    loadedAddresses?: { writable: string[]; readonly: string[] } | null
  } | null
}

type Transfer = Omit<IndexedTransfer, 'txHash'>

const u64 = (data: Uint8Array, offset: number) =>
  data.length >= offset + 8 ? Buffer.from(data).readBigUInt64LE(offset) : undefined

/**
 * SOL transfers (System Transfer, TransferWithSeed) and known-mint token movements (Transfer,
 * TransferChecked, MintTo, Burn and their checked forms) of one transaction, outer and inner
 * instructions. A token account stands for its owner; a mint or burn names the mint as the
 * other side.
 */
export function solanaTransfers(
  entry: SolanaBlockTransaction,
  knownMints: Pick<ReadonlySet<string>, 'has'>,
): Transfer[] {
  const { message } = entry.transaction
  const meta = entry.meta
  const keys = [
    ...message.accountKeys,
    ...(meta?.loadedAddresses?.writable ?? []),
    ...(meta?.loadedAddresses?.readonly ?? []),
  ]
  const tokenAccounts = new Map<number, TokenBalance>()
  for (const balance of [...(meta?.preTokenBalances ?? []), ...(meta?.postTokenBalances ?? [])]) {
    tokenAccounts.set(balance.accountIndex, balance)
  }
  const transfers: Transfer[] = []
  const visit = (instruction: RawInstruction, logIndex: number) => {
    const program = keys[instruction.programIdIndex]
    let data: Uint8Array
    try {
      data = bs58.decode(instruction.data)
    } catch {
      return
    }
    const account = (n: number) => keys[instruction.accounts[n] ?? -1]
    const holder = (n: number) => tokenAccounts.get(instruction.accounts[n] ?? -1)
    const add = (tokenAddress: string | null, from?: string, to?: string, amount?: bigint) => {
      if (from && to && amount !== undefined && amount > 0n)
        transfers.push({ logIndex, tokenAddress, from, to, amount })
    }
    if (program === SYSTEM_PROGRAM && data.length >= 12) {
      const tag = Buffer.from(data).readUInt32LE(0)
      if (tag === 2) add(null, account(0), account(1), u64(data, 4))
      if (tag === 11) add(null, account(0), account(2), u64(data, 4))
      return
    }
    if (!program || !TOKEN_PROGRAMS.has(program)) return
    const amount = u64(data, 1)
    const token = (mint: string | undefined, from?: string, to?: string) => {
      if (mint && knownMints.has(mint)) add(mint, from, to, amount)
    }
    switch (data[0]) {
      case 3: // Transfer: source, destination, authority
        token(holder(0)?.mint ?? holder(1)?.mint, holder(0)?.owner, holder(1)?.owner)
        break
      case 12: // TransferChecked: source, mint, destination, authority
        token(account(1), holder(0)?.owner, holder(2)?.owner)
        break
      case 7: // MintTo: mint, destination, authority
      case 14:
        token(account(0), account(0), holder(1)?.owner)
        break
      case 8: // Burn: source, mint, authority
      case 15:
        token(account(1), holder(0)?.owner, account(1))
        break
    }
  }
  message.instructions.forEach((instruction, index) => {
    visit(instruction, index * INNER_SLOTS)
    const inner =
      meta?.innerInstructions?.find((entry) => entry.index === index)?.instructions ?? []
    inner.forEach((child, position) => {
      visit(child, index * INNER_SLOTS + position + 1)
    })
  })
  return transfers
}

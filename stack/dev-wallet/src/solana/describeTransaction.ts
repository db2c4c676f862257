import { SystemProgram, type VersionedTransaction } from '@solana/web3.js'

const LAMPORTS_PER_SOL = 1_000_000_000

/** A line for the approval panel: a plain SOL transfer in words, else the programs it calls. */
export function describeTransaction(
  transaction: VersionedTransaction,
  kind: 'sign-transaction' | 'send-transaction',
): string {
  const verb = kind === 'send-transaction' ? 'Send' : 'Sign'
  const message = transaction.message
  const keys = message.staticAccountKeys
  const [only] = message.compiledInstructions
  if (message.compiledInstructions.length === 1 && only) {
    const program = keys[only.programIdIndex]
    if (program?.equals(SystemProgram.programId) && only.data[0] === 2 && only.data.length === 12) {
      const lamports = new DataView(only.data.buffer, only.data.byteOffset).getBigUint64(4, true)
      const to = keys[only.accountKeyIndexes[1] ?? -1]?.toBase58() ?? '?'
      return `${verb} ${Number(lamports) / LAMPORTS_PER_SOL} SOL to ${to.slice(0, 4)}…${to.slice(-4)}`
    }
  }
  const programs = [
    ...new Set(message.compiledInstructions.map((i) => keys[i.programIdIndex]?.toBase58())),
  ]
  return `${verb} a transaction calling ${programs.map((p) => p?.slice(0, 6)).join(', ')}`
}

import { ComputeBudgetProgram, type VersionedMessage } from '@solana/web3.js'

/** Lamports per signature, as on every public cluster. */
export const LAMPORTS_PER_SIGNATURE = 5000
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000
const MAX_UNITS = 1_400_000

/** Signature fee plus the priority fee the message's ComputeBudget instructions ask for. */
export function messageFee(message: VersionedMessage): number {
  const keys = message.staticAccountKeys
  let unitLimit: number | undefined
  let microLamportsPerUnit = 0n
  let otherInstructions = 0
  for (const instruction of message.compiledInstructions) {
    const programId = keys[instruction.programIdIndex]
    const data = Buffer.from(instruction.data)
    if (!programId?.equals(ComputeBudgetProgram.programId)) {
      otherInstructions += 1
    } else if (data[0] === 2 && data.length >= 5) {
      unitLimit = data.readUInt32LE(1)
    } else if (data[0] === 3 && data.length >= 9) {
      microLamportsPerUnit = data.readBigUInt64LE(1)
    }
  }
  const units = BigInt(
    Math.min(unitLimit ?? otherInstructions * DEFAULT_UNITS_PER_INSTRUCTION, MAX_UNITS),
  )
  const priority = (microLamportsPerUnit * units + 999_999n) / 1_000_000n
  return message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE + Number(priority)
}

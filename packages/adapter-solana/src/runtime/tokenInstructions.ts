// The two SPL instructions a token send needs, encoded here from their documented layouts:
// spl-token's own builders reach for Node's global Buffer, which a browser page does not have.
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { type PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'

const TRANSFER_CHECKED = 12
const CREATE_IDEMPOTENT = 1
/** Offset of `decimals` in a mint account (SPL Token and Token-2022 share the base layout). */
const MINT_DECIMALS_OFFSET = 44
const MINT_SIZE = 82

/** The token program owning a mint: SPL Token or Token-2022; undefined for anything else. */
export function tokenProgramOf(owner: PublicKey): PublicKey | undefined {
  return [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].find((id) => id.equals(owner))
}

/** A mint's decimals from its account data; undefined when the data is no mint. */
export function mintDecimals(data: Uint8Array): number | undefined {
  return data.length >= MINT_SIZE ? data[MINT_DECIMALS_OFFSET] : undefined
}

export function associatedTokenAddress(owner: PublicKey, mint: PublicKey, program: PublicKey) {
  // Off-curve owners (program-derived addresses) may hold tokens too.
  return getAssociatedTokenAddressSync(mint, owner, true, program)
}

/** Creates `owner`'s associated token account for `mint`, doing nothing when it exists. */
export function createAssociatedAccountIdempotent(parameters: {
  payer: PublicKey
  account: PublicKey
  owner: PublicKey
  mint: PublicKey
  program: PublicKey
}): TransactionInstruction {
  const { payer, account, owner, mint, program } = parameters
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: account, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: program, isSigner: false, isWritable: false },
    ],
    data: Uint8Array.of(CREATE_IDEMPOTENT) as never,
  })
}

/** TransferChecked: `amount` base units of `mint` (with its decimals) from one account to another. */
export function transferChecked(parameters: {
  source: PublicKey
  mint: PublicKey
  destination: PublicKey
  owner: PublicKey
  amount: bigint
  decimals: number
  program: PublicKey
}): TransactionInstruction {
  const { source, mint, destination, owner, amount, decimals, program } = parameters
  const data = new Uint8Array(10)
  data[0] = TRANSFER_CHECKED
  new DataView(data.buffer).setBigUint64(1, amount, true)
  data[9] = decimals
  return new TransactionInstruction({
    programId: program,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: data as never,
  })
}

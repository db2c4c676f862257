import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
} from '@solana/spl-token'
import { PublicKey, SystemProgram } from '@solana/web3.js'
import { demoMintKeypair, SOLANA_DEMO_TOKEN_BALANCE, SOLANA_DEMO_TOKENS } from './demoTokens'
import {
  faucetKeypair,
  SOLANA_DEV_ACCOUNT_SOL,
  SOLANA_DEV_ACCOUNTS,
  solanaDevKeypair,
} from './devKeys'
import type { SolanaLedger } from './ledger'

const LAMPORTS_PER_SOL = 1_000_000_000n

/** Funds the development accounts and, with `demoTokens`, mints the demo tokens to each of them. */
export function seedDemoState(ledger: SolanaLedger, demoTokens: boolean): void {
  for (const account of SOLANA_DEV_ACCOUNTS) {
    ledger.fund(new PublicKey(account.address), BigInt(SOLANA_DEV_ACCOUNT_SOL) * LAMPORTS_PER_SOL)
  }
  if (!demoTokens) return
  const faucet = faucetKeypair()
  const authority = solanaDevKeypair(0)
  for (const token of SOLANA_DEMO_TOKENS) {
    const mint = demoMintKeypair(token.symbol)
    const programId = new PublicKey(token.programId)
    // Real transactions through the runtime: the faucet pays, account 0 is the mint authority.
    ledger.submit(
      ledger.signByFaucet(
        [
          SystemProgram.createAccount({
            fromPubkey: faucet.publicKey,
            newAccountPubkey: mint.publicKey,
            lamports: Number(ledger.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))),
            space: MINT_SIZE,
            programId,
          }),
          createInitializeMint2Instruction(
            mint.publicKey,
            token.decimals,
            authority.publicKey,
            null,
            programId,
          ),
        ],
        [faucet, mint],
      ),
    )
    for (const holder of SOLANA_DEV_ACCOUNTS) {
      const owner = new PublicKey(holder.address)
      const ata = getAssociatedTokenAddressSync(mint.publicKey, owner, false, programId)
      const amount = SOLANA_DEMO_TOKEN_BALANCE * 10n ** BigInt(token.decimals)
      ledger.submit(
        ledger.signByFaucet(
          [
            createAssociatedTokenAccountIdempotentInstruction(
              faucet.publicKey,
              ata,
              owner,
              mint.publicKey,
              programId,
            ),
            createMintToInstruction(
              mint.publicKey,
              ata,
              authority.publicKey,
              amount,
              [],
              programId,
            ),
          ],
          [faucet, authority],
        ),
      )
    }
  }
}

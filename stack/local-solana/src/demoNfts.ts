import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { PublicKey, SystemProgram } from '@solana/web3.js'
import { devKeypair, faucetKeypair } from './devKeys'
import type { SolanaLedger } from './ledger'
import {
  encodeMetadata,
  MAX_METADATA_LEN,
  metadataAddress,
  TOKEN_METADATA_PROGRAM_ID,
} from './metaplexMetadata'

export interface MintSolanaNftParameters {
  /** Names the mint's key: the same label gives the same mint address on every fresh chain. */
  label: string
  name: string
  symbol: string
  /** The off-chain metadata JSON (Metaplex: at most 200 bytes). */
  uri: string
  /** Receives the one token. */
  owner: string
  /** The collection NFT's mint, recorded as a verified collection. */
  collection?: string
}

/**
 * Mints a Metaplex-style NFT on the local chain: a 0-decimal Token mint and one token to the
 * owner, in real transactions, and its Metadata account at the PDA ['metadata', program, mint]
 * written in Metaplex's exact layout (the Token Metadata program itself is not loaded: its
 * binary is not available offline; readers only read the account).
 */
export function mintSolanaNft(ledger: SolanaLedger, params: MintSolanaNftParameters): string {
  const faucet = faucetKeypair()
  const mint = devKeypair(`nft:${params.label}`)
  const owner = new PublicKey(params.owner)
  const ata = getAssociatedTokenAddressSync(mint.publicKey, owner, false, TOKEN_PROGRAM_ID)
  ledger.submit(
    ledger.signByFaucet(
      [
        SystemProgram.createAccount({
          fromPubkey: faucet.publicKey,
          newAccountPubkey: mint.publicKey,
          lamports: Number(ledger.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))),
          space: MINT_SIZE,
          programId: TOKEN_PROGRAM_ID,
        }),
        createInitializeMint2Instruction(mint.publicKey, 0, faucet.publicKey, null),
        createAssociatedTokenAccountIdempotentInstruction(
          faucet.publicKey,
          ata,
          owner,
          mint.publicKey,
        ),
        createMintToInstruction(mint.publicKey, ata, faucet.publicKey, 1n),
      ],
      [faucet, mint],
    ),
  )
  ledger.svm.setAccount(metadataAddress(mint.publicKey), {
    executable: false,
    owner: TOKEN_METADATA_PROGRAM_ID,
    lamports: Number(ledger.svm.minimumBalanceForRentExemption(BigInt(MAX_METADATA_LEN))),
    data: encodeMetadata({
      updateAuthority: faucet.publicKey,
      mint: mint.publicKey,
      name: params.name,
      symbol: params.symbol,
      uri: params.uri,
      ...(params.collection ? { collection: new PublicKey(params.collection) } : {}),
    }),
    rentEpoch: 0,
  })
  return mint.publicKey.toBase58()
}

export { LOCAL_SOLANA_CAIP2, LOCAL_SOLANA_GENESIS_HASH } from './constants'
export { type MintSolanaNftParameters, mintSolanaNft } from './demoNfts'
export {
  SOLANA_DEMO_TOKEN_BALANCE,
  SOLANA_DEMO_TOKENS,
  type SolanaDemoToken,
  type SolanaTokenProgram,
} from './demoTokens'
export {
  SOLANA_DEV_ACCOUNT_COUNT,
  SOLANA_DEV_ACCOUNT_SOL,
  SOLANA_DEV_ACCOUNTS,
  type SolanaDevAccount,
  solanaDevKeypair,
} from './devKeys'
export { LAMPORTS_PER_SIGNATURE } from './fees'
export { BLOCKHASH_VALIDITY_BLOCKS } from './ledger'
export {
  encodeMetadata,
  MAX_METADATA_LEN,
  type MetadataFields,
  metadataAddress,
  TOKEN_METADATA_PROGRAM_ID,
} from './metaplexMetadata'
export { RPC_METHODS } from './rpc/dispatch'
export { startLocalSolana } from './startLocalSolana'
export type { LocalSolana, StartLocalSolanaOptions } from './types'

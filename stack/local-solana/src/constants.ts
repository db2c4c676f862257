/**
 * LiteSVM's first blockhash: every fresh local chain starts from it, so it is the chain's genesis
 * hash, and like real clusters the CAIP-2 id is `solana:` + its first 32 characters.
 */
export const LOCAL_SOLANA_GENESIS_HASH = 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3PECGUCAEMbky'
export const LOCAL_SOLANA_CAIP2 = `solana:${LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)}` as const

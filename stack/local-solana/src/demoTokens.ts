import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { devKeypair } from './devKeys'

export type SolanaTokenProgram = 'spl-token' | 'spl-token-2022'

/** A demo SPL token minted at every start (same mint address every time). */
export interface SolanaDemoToken {
  readonly symbol: string
  readonly name: string
  readonly decimals: number
  readonly program: SolanaTokenProgram
  /** Base58 program id owning the mint (Token or Token-2022). */
  readonly programId: string
  /** Base58 mint address. */
  readonly mint: string
}

/** Each development account holds this many whole tokens of every demo token at start. */
export const SOLANA_DEMO_TOKEN_BALANCE = 1_000_000n

const specs = [
  { symbol: 'LUSD', name: 'Latchkey USD', decimals: 6, program: 'spl-token' },
  { symbol: 'LPTS', name: 'Latchkey Points', decimals: 9, program: 'spl-token-2022' },
] as const

export function programIdOf(program: SolanaTokenProgram) {
  return program === 'spl-token' ? TOKEN_PROGRAM_ID : TOKEN_2022_PROGRAM_ID
}

/** The demo tokens: LUSD on the Token program and LPTS on Token-2022. */
export const SOLANA_DEMO_TOKENS: readonly SolanaDemoToken[] = specs.map((spec) => ({
  ...spec,
  programId: programIdOf(spec.program).toBase58(),
  mint: devKeypair(`mint:${spec.symbol}`).publicKey.toBase58(),
}))

export const demoMintKeypair = (symbol: string) => devKeypair(`mint:${symbol}`)

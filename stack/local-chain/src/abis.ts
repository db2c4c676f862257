import { latchkeyTokenArtifact, usdtStyleTokenArtifact } from './artifacts.gen'

/** ABI of the standard demo tokens (LUSD, LDAI): ERC-20 returning bool, plus an open `mint`. */
export const standardTokenAbi = latchkeyTokenArtifact.abi

/** ABI of the USDT-style demo token (TUSD): transfer, transferFrom and approve return nothing. */
export const usdtStyleAbi = usdtStyleTokenArtifact.abi

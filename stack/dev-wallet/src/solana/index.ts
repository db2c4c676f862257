export { createSolanaDevWallet, type SolanaDevWallet } from './createSolanaDevWallet'
export { registerSolanaDevWallet } from './registerSolanaDevWallet'
export type {
  CreateSolanaDevWalletParameters,
  SolanaApprovalKind,
  SolanaApprovalRequest,
  SolanaDevWalletChain,
  SolanaDevWalletControls,
} from './SolanaDevWalletTypes'
export type { SolanaSecretKey } from './solanaKeys'

export type { ApprovalMode, Approvals } from '../approvals'
export type { DevWalletStorage } from '../persistence'
export type {
  BitcoinApprovalKind,
  BitcoinApprovalRequest,
  BitcoinDevAccountKeys,
  BitcoinDevWalletControls,
  CreateBitcoinDevWalletParameters,
} from './BitcoinDevWalletTypes'
export {
  type BitcoinDevChain,
  type BitcoinDevKey,
  toDevKey as toBitcoinDevKey,
} from './bitcoinKeys'
export {
  BITCOIN_GRANT_KEY,
  type BitcoinDevWallet,
  createBitcoinDevWallet,
} from './createBitcoinDevWallet'
export { registerBitcoinDevWallet } from './registerBitcoinDevWallet'
export { signBip322Simple, signLegacyMessage } from './signMessage'

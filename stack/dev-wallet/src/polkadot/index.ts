export {
  type CreatePolkadotDevExtensionParameters,
  createPolkadotDevExtension,
  type PolkadotDevAccount,
  type PolkadotDevExtension,
} from './createPolkadotDevExtension'
export {
  injectPolkadotDevExtension,
  POLKADOT_DEV_EXTENSION_KEY,
} from './injectPolkadotDevExtension'
export type { PolkadotApprovalRequest, PolkadotApprovals } from './polkadotApprovals'

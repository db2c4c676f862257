export {
  LOCAL_POLKADOT_CAIP_NETWORK_ID,
  LOCAL_POLKADOT_CHAIN,
  LOCAL_POLKADOT_DEV_ACCOUNTS,
  LOCAL_POLKADOT_GENESIS_HASH,
} from './constants'
export { findPolkadotGenesis, GENESIS_FILE_NAME, POLKADOT_GENESIS_ENV } from './genesisFile'
export {
  type LocalPolkadot,
  PolkadotGenesisMissingError,
  type StartLocalPolkadotParameters,
  startLocalPolkadot,
} from './startLocalPolkadot'
export { startPolkadotForStack } from './startPolkadotForStack'

export {
  createFrameBridge,
  type FrameBridge,
  type FrameBridgeOptions,
  type RequestOptions,
} from './bridge/createFrameBridge'
export { FrameWalletError, frameAnswerError } from './bridge/frameErrors'
export {
  type EmbeddedProvider,
  type EmbeddedWalletOptions,
  embeddedProvider,
} from './connector/embeddedProvider'
export {
  embeddedSolanaSource,
  type Network as EmbeddedSolanaNetwork,
} from './connector/embeddedSolana'
export { EMBEDDED_CONNECTOR_ID, embeddedWallet } from './connector/embeddedWallet'
export * from './protocol/messages'

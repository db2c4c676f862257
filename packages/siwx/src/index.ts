// @latchkey/siwx: sign in with a wallet (SPEC §4 Sign-in), for the browser side.
export { type BrowserSiwxParameters, browserSiwx } from './config/browserSiwx'
export { browserStorage } from './config/browserStorage'
export {
  type CreateSiwxParameters,
  createSiwx,
  SiwxInvalidSignatureError,
} from './config/createSiwx'
export {
  type HostServerSiwxParameters,
  hostServerSiwx,
  SiwxServerError,
} from './config/hostServerSiwx'
export { type ProviderSiwxParameters, providerSiwx } from './config/providerSiwx'
export type { SiwxStorage } from './config/SiwxStorage'
export { type BuildMessageParameters, buildMessage } from './message/buildMessage'
export { type ParseMessageReturnType, parseMessage } from './message/parseMessage'
export { randomNonce } from './message/randomNonce'
export { SiwxMessageError } from './message/SiwxMessageError'
export * from './verify/bitcoin/bip322'
export type { SiwxVerifier } from './verify/SiwxVerifier'

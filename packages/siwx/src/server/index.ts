// @latchkey/siwx/server: what a Node host runs to check sign-ins (SPEC §4 Sign-in).
export { dateTimeToMs } from '../message/messageGrammar'
export { bitcoinVerifier } from '../verify/bitcoinVerifier'
export { type EvmVerifierParameters, evmVerifier } from '../verify/evmVerifier'
export { polkadotVerifier } from '../verify/polkadotVerifier'
export type { SiwxVerifier } from '../verify/SiwxVerifier'
export {
  type VerifyEd25519StrictParameters,
  verifyEd25519Strict,
} from '../verify/solana/verifyEd25519Strict'
export { solanaVerifier } from '../verify/solanaVerifier'
export {
  createSessionVerifier,
  type SessionVerifierOptions,
  type VerifiedSession,
} from './createSessionVerifier'
export { createSiwxHttpHandler } from './http/createSiwxHttpHandler'
export type {
  SiwxHttpHandlerOptions,
  SiwxHttpHandlerParameters,
  SiwxHttpHandlerReturnType,
} from './http/SiwxHttpHandlerParameters'
export { createMemoryNonceStore, type MemoryNonceStoreOptions, type NonceStore } from './nonceStore'
export * from './SiwxVerificationError'
export { sessionFromBody } from './sessionBody'
export {
  type CreateMemorySessionStoreParameters,
  createMemorySessionStore,
} from './store/createMemorySessionStore'
export {
  type CreateRedisNonceStoreParameters,
  createRedisNonceStore,
} from './store/createRedisNonceStore'
export {
  type CreateRedisSessionStoreParameters,
  createRedisSessionStore,
} from './store/createRedisSessionStore'
export {
  type CreateSqlNonceStoreParameters,
  createSqlNonceStore,
} from './store/createSqlNonceStore'
export {
  type CreateSqlSessionStoreParameters,
  createSqlSessionStore,
} from './store/createSqlSessionStore'
export type { SiwxRedisClient } from './store/SiwxRedisClient'
export type { SiwxSessionStore, SiwxStoredSession } from './store/SiwxSessionStore'
export type { SiwxSqlQuery } from './store/SiwxSqlQuery'
export { SiwxStoreError } from './store/SiwxStoreError'

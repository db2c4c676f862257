export type { EmailAction } from './auth/AuthService'
export type {
  FrameConfig,
  FrameConfigInput,
  FrameOptions,
  FrameProjectInput,
} from './config/FrameConfig'
export { FRAME_MIGRATIONS } from './db/frameMigrations'
export {
  FARCASTER_CONNECT_URL,
  type FarcasterRelayOptions,
  farcasterRelayApp,
  type RunningFarcasterRelay,
  startFarcasterRelay,
} from './farcaster/FarcasterRelay'
export {
  FARCASTER_RELAY_URL,
  type FarcasterConfigInput,
  OPTIMISM_ID_REGISTRY,
} from './farcaster/farcasterConfig'
export {
  type FarcasterDevAppOptions,
  farcasterDevApp,
  readConnectUri,
} from './farcaster/farcasterDevApp'
export { registryAddresses } from './farcaster/registryAddresses'
export { buildSiwfMessage, readSiwfMessage, type SiwfFields } from './farcaster/siwfMessage'
export type { RecoveryBlob, StoredKeys } from './keys/KeyShares'
export type { StoredMail } from './mail/DevMailbox'
export type { FramePageConfig } from './routes/frameRoutes'
export { createFrameApp, type FrameApp } from './server/createFrameApp'
export { type RunningSecureFrame, startSecureFrame } from './server/startSecureFrame'

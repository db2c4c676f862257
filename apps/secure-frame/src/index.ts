export type { EmailAction } from './auth/AuthService'
export type {
  FrameConfig,
  FrameConfigInput,
  FrameOptions,
  FrameProjectInput,
} from './config/FrameConfig'
export { FRAME_MIGRATIONS } from './db/frameMigrations'
export type { FarcasterConfigInput } from './farcaster/farcasterConfig'
export {
  type FarcasterDevAppOptions,
  farcasterDevApp,
  readConnectUri,
} from './farcaster/farcasterDevApp'
export { buildSiwfMessage, parseSiwfMessage, type SiwfFields } from './farcaster/siwfMessage'
export type { RecoveryBlob, StoredKeys } from './keys/KeyShares'
export type { StoredMail } from './mail/DevMailbox'
export type { FramePageConfig } from './routes/frameRoutes'
export { createFrameApp, type FrameApp } from './server/createFrameApp'
export { type RunningSecureFrame, startSecureFrame } from './server/startSecureFrame'

import type { Database, Logger, ProjectStore } from '@latchkey/provider'
import type { AuthService } from '../auth/AuthService'
import type { Sessions } from '../auth/Sessions'
import type { FrameConfig } from '../config/FrameConfig'
import type { FarcasterSignIns } from '../farcaster/FarcasterSignIns'
import type { KeyShares } from '../keys/KeyShares'
import type { DevMailbox } from '../mail/DevMailbox'

/** What the frame's routes share. */
export interface FrameServices {
  config: FrameConfig
  db: Database
  logger: Logger
  projects: ProjectStore
  auth: AuthService
  sessions: Sessions
  keys: KeyShares
  /** Present when the development mailbox is on. */
  mailbox: DevMailbox | undefined
  /** Sign In With Farcaster, when configured. */
  farcaster?: FarcasterSignIns | undefined
  /** The IP of a request, honouring `trustProxy`. */
  ip(c: import('hono').Context): string
}

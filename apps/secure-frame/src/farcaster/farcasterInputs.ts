import { z } from 'zod'
import { deviceIdInput, projectIdInput } from '../http/inputs'

/** A channel token as the relay makes them (24 random bytes, base64url). */
export const channelTokenInput = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'not a channel token')

export const channelBody = z.strictObject({
  projectId: projectIdInput,
  deviceId: deviceIdInput,
  /** The app signed into: its origin must be one of the project's allowed origins. */
  siweUri: z.url({ protocol: /^https?$/ }).max(512),
})

export const authenticateBody = z.strictObject({
  message: z.string().min(1).max(2048),
  // 65-byte ECDSA, or a longer ERC-1271 signature of a contract custody account.
  signature: z
    .string()
    .regex(/^0x(?:[0-9a-fA-F]{2}){65,1024}$/, 'not a signature') as z.ZodType<`0x${string}`>,
  fid: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  // Farcaster names (fnames): lower case, digits and '-', up to 16, or an ENS name.
  username: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/, 'not a Farcaster username')
    .optional(),
})

export const claimBody = z.strictObject({
  channelToken: channelTokenInput,
  deviceId: deviceIdInput,
  projectId: projectIdInput,
})

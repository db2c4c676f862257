import { z } from 'zod'
import { deviceIdInput, projectIdInput } from '../http/inputs'

export const signInBody = z.strictObject({
  projectId: projectIdInput,
  deviceId: deviceIdInput,
  /** The app signed into: its origin must be one of the project's allowed origins. */
  siweUri: z.url({ protocol: /^https?$/ }).max(512),
})

/** What the relay's completed channel carried, brought by the frame that started the sign-in. */
export const finishBody = z.strictObject({
  projectId: projectIdInput,
  deviceId: deviceIdInput,
  message: z.string().min(1).max(4096),
  // 65-byte ECDSA, or a longer ERC-1271 / ERC-6492 signature of a contract custody account.
  signature: z
    .string()
    .regex(/^0x(?:[0-9a-fA-F]{2}){65,2048}$/, 'not a signature') as z.ZodType<`0x${string}`>,
  fid: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  // Farcaster names (fnames): lower case, digits and '-', up to 16, or an ENS name.
  username: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/, 'not a Farcaster username')
    .optional(),
})

import { z } from 'zod'
import { deviceIdInput, projectIdInput } from '../http/inputs'
import { CHANNEL_TOKEN } from './relayStatus'

export const signInBody = z.strictObject({
  projectId: projectIdInput,
  deviceId: deviceIdInput,
  /** The app signed into: its origin must be one of the project's allowed origins. */
  siweUri: z.url({ protocol: /^https?$/ }).max(512),
})

/**
 * The channel the frame opened on the relay for its sign-in: the server reads what the Farcaster
 * app answered off the relay itself (the frame's word for the username would be unsigned).
 */
export const finishBody = z.strictObject({
  projectId: projectIdInput,
  deviceId: deviceIdInput,
  channelToken: z.string().regex(CHANNEL_TOKEN, 'not a channel token'),
})

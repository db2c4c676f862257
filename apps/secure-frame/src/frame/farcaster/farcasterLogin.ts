import type { FrameState } from '../handleMessage'
import { createChannel } from './relayClient'

const STATUS_POLL_MS = 1_000

/** The Farcaster sign-in in progress: its channel on the relay and when it ends. */
export interface FarcasterChannel {
  relayUrl: string
  channelToken: string
  expiresAt: number
}

/**
 * SPEC §7 get farcaster uri: the frame server picks the sign-in's nonce for this device (the
 * app embedding the frame is its URI and domain, checked against the project's allowed
 * origins), the frame opens a channel with it on the auth relay and shows the relay's link.
 */
export async function farcasterUri(state: FrameState): Promise<{ url: string }> {
  const origin = state.rpc.host().origin
  if (!origin) throw new Error('The app embedding this frame is not known yet')
  const { relayUrl, channel } = await state.api.farcasterSignIn(origin)
  const opened = await createChannel(relayUrl, channel)
  state.farcasterChannel = {
    relayUrl,
    channelToken: opened.channelToken,
    expiresAt: Date.parse(channel.expirationTime ?? '') || Date.now() + 5 * 60_000,
  }
  return { url: opened.url }
}

/**
 * SPEC §7 connect farcaster: asks the frame server, which reads the channel off the relay
 * itself, until the Farcaster app answered it and the server made the session (the sign-in's
 * expiry or a newer sign-in ends the wait). The frame never relays what the app sent: the
 * username would not be signed.
 */
export async function connectFarcaster(state: FrameState): Promise<{ userName: string }> {
  const channel = state.farcasterChannel
  if (!channel) throw new Error('Ask for the Farcaster link first')
  for (;;) {
    if (state.farcasterChannel !== channel) throw new Error('A newer Farcaster sign-in started')
    if (Date.now() >= channel.expiresAt)
      throw new Error('This sign-in channel has expired. Start again.')
    const answer = await state.api.farcasterSession(channel.channelToken)
    if ('token' in answer) {
      if (state.farcasterChannel === channel) state.farcasterChannel = undefined
      state.email = undefined
      state.wallet.forget()
      return { userName: answer.username ?? `fid:${answer.fid}` }
    }
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
  }
}

import type { FrameState } from '../handleMessage'
import { channelStatus, createChannel, RelayError } from './relayClient'

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
 * SPEC §7 connect farcaster: polls the relay until the Farcaster app answered the channel, then
 * hands what it signed to the frame server for the session (the sign-in's expiry ends the wait).
 */
export async function connectFarcaster(state: FrameState): Promise<{ userName: string }> {
  const channel = state.farcasterChannel
  if (!channel) throw new Error('Ask for the Farcaster link first')
  for (;;) {
    if (state.farcasterChannel !== channel) throw new Error('A newer Farcaster sign-in started')
    if (Date.now() >= channel.expiresAt)
      throw new Error('This sign-in channel has expired. Start again.')
    let completed: Awaited<ReturnType<typeof channelStatus>>
    try {
      completed = await channelStatus(channel.relayUrl, channel.channelToken)
    } catch (error) {
      // A relay that is down for a moment is asked again; a refusal ends the wait.
      if (error instanceof RelayError && error.status < 500) throw error
      completed = undefined
    }
    if (completed) {
      if (state.farcasterChannel !== channel) throw new Error('A newer Farcaster sign-in started')
      const session = await state.api.farcasterSession(completed)
      state.farcasterChannel = undefined
      state.email = undefined
      state.wallet.forget()
      return { userName: session.username ?? `fid:${session.fid}` }
    }
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
  }
}

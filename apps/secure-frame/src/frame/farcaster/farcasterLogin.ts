import type { FrameState } from '../handleMessage'

const CLAIM_POLL_MS = 1_000

/**
 * SPEC §7 get farcaster uri: a FIP-11 channel for the app embedding this frame (its origin is
 * the sign-in's URI and domain; the server checks it against the project's allowed origins).
 */
export async function farcasterUri(state: FrameState): Promise<{ url: string }> {
  const origin = state.rpc.host().origin
  if (!origin) throw new Error('The app embedding this frame is not known yet')
  const channel = await state.api.farcasterChannel(origin)
  state.farcasterChannel = channel.channelToken
  return { url: channel.url }
}

/**
 * SPEC §7 connect farcaster: waits until the Farcaster app authenticated the channel, then holds
 * the session (the channel's expiry ends the wait: the server answers CHANNEL_EXPIRED).
 */
export async function connectFarcaster(state: FrameState): Promise<{ userName: string }> {
  const channelToken = state.farcasterChannel
  if (!channelToken) throw new Error('Ask for the Farcaster link first')
  for (;;) {
    if (state.farcasterChannel !== channelToken)
      throw new Error('A newer Farcaster sign-in started')
    const claim = await state.api.farcasterClaim(channelToken)
    if (claim.state === 'completed') {
      state.farcasterChannel = undefined
      state.email = undefined
      state.wallet.forget()
      return { userName: claim.username ?? `fid:${claim.fid}` }
    }
    await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS))
  }
}

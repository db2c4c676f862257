import { z } from 'zod'

/**
 * The frame server's read of a channel on the configured auth relay, as @farcaster/auth-client's
 * `status` makes it: `GET ${relay}/v1/channel/status`, the channel token as `Authorization:
 * Bearer`, `Content-Type: application/json`. What a completed channel carries (the signed
 * message, the FID, the profile the Farcaster app sent) is taken from here and never from the
 * frame, so the profile is as trustworthy as the relay the server is configured with.
 */

/** A channel's state on the relay: still waiting, or what the Farcaster app answered. */
export type RelayChannel =
  | { state: 'pending' }
  /** The relay does not know the channel (never opened, expired, or its completion read). */
  | { state: 'gone' }
  /** The relay could not answer now (down, or a 5xx): ask again later. */
  | { state: 'unavailable' }
  | { state: 'malformed' }
  | ({ state: 'completed' } & CompletedChannel)

export interface CompletedChannel {
  message: string
  signature: `0x${string}`
  fid: number
  /** Absent when the relay sent none or one that is not a Farcaster name. */
  username?: string
  displayName?: string
  /** https only; anything else the relay sent is dropped. */
  pfpUrl?: string
}

/** Farcaster names (fnames): lower case, digits and '-', up to 16, or an ENS name. */
export const FARCASTER_USERNAME = /^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/

const completedBody = z.object({
  state: z.literal('completed'),
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x(?:[0-9a-fA-F]{2}){65,2048}$/) as z.ZodType<`0x${string}`>,
  fid: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
})
// The profile is optional: a field that does not fit is dropped, never fatal.
const username = z.string().regex(FARCASTER_USERNAME)
const displayName = z.string().min(1).max(256)
const pfpUrl = z.url({ protocol: /^https$/ }).max(1024)

/** Channel tokens as relays issue them (the public one: UUIDs); nothing else goes in a header. */
export const CHANNEL_TOKEN = /^[A-Za-z0-9._~-]{1,256}$/

export async function readRelayChannel(
  relayUrl: string,
  channelToken: string,
): Promise<RelayChannel> {
  if (!CHANNEL_TOKEN.test(channelToken)) return { state: 'gone' }
  let response: Response
  try {
    response = await fetch(`${relayUrl}/v1/channel/status`, {
      headers: { Authorization: `Bearer ${channelToken}`, 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(10_000),
    })
  } catch {
    return { state: 'unavailable' }
  }
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined
  if (response.status === 202) return { state: 'pending' }
  if (response.status >= 500) return { state: 'unavailable' }
  if (response.status !== 200) return { state: 'gone' }
  const completed = completedBody.safeParse(body)
  if (!completed.success || !body) return { state: 'malformed' }
  const profile = {
    username: username.safeParse(body.username),
    displayName: displayName.safeParse(body.displayName),
    pfpUrl: pfpUrl.safeParse(body.pfpUrl),
  }
  return {
    ...completed.data,
    ...(profile.username.success ? { username: profile.username.data } : {}),
    ...(profile.displayName.success ? { displayName: profile.displayName.data } : {}),
    ...(profile.pfpUrl.success ? { pfpUrl: profile.pfpUrl.data } : {}),
  }
}

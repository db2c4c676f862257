/**
 * The frame's calls to a Farcaster auth relay, built as @farcaster/auth-client builds them
 * (createChannel, status): `${relay}/v1/channel` and `${relay}/v1/channel/status`, JSON bodies,
 * the channel token as `Authorization: Bearer`, `Content-Type: application/json` on each.
 */

/** POST /v1/channel's body: what the Farcaster app will sign (the frame server chose it). */
export interface FarcasterChannelParams {
  siweUri: string
  domain: string
  nonce: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  /** false: the Farcaster app signs with the FID's custody address, the only one checked. */
  acceptAuthAddress?: boolean
}

export interface OpenedChannel {
  channelToken: string
  /** The connect URI a Farcaster app opens (checked: https only). */
  url: string
  nonce: string
}

/** What a completed channel carries (the relay's status 200). */
export interface CompletedChannel {
  message: string
  signature: `0x${string}`
  fid: number
  username?: string
}

export class RelayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const headers = (channelToken?: string): Record<string, string> => ({
  ...(channelToken ? { Authorization: `Bearer ${channelToken}` } : {}),
  'Content-Type': 'application/json',
})

const isText = (value: unknown, max = 4096): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

/** Opens a channel; its URL is shown to the visitor, so anything but https is refused. */
export async function createChannel(
  relayUrl: string,
  params: FarcasterChannelParams,
): Promise<OpenedChannel> {
  const response = await fetch(`${relayUrl}/v1/channel`, {
    method: 'POST',
    body: JSON.stringify(params),
    headers: headers(),
  })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) throw new RelayError(response.status, 'The Farcaster relay refused the sign-in')
  const { channelToken, url, nonce } = body
  if (!isText(channelToken, 256) || !isText(url, 2048) || nonce !== params.nonce)
    throw new RelayError(response.status, 'The Farcaster relay answered something else')
  let link: URL
  try {
    link = new URL(url)
  } catch {
    throw new RelayError(response.status, 'The Farcaster relay answered no URL')
  }
  if (link.protocol !== 'https:')
    throw new RelayError(response.status, 'The connect URI is not https')
  return { channelToken, url: link.href, nonce }
}

/**
 * The channel's state: undefined while pending (202), what the Farcaster app sent once completed
 * (200; the relay forgets the channel then). A channel the relay no longer knows is a 401.
 */
export async function channelStatus(
  relayUrl: string,
  channelToken: string,
): Promise<CompletedChannel | undefined> {
  const response = await fetch(`${relayUrl}/v1/channel/status`, { headers: headers(channelToken) })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.status === 202) return undefined
  if (response.status !== 200)
    throw new RelayError(response.status, `The Farcaster relay answered ${response.status}`)
  const { state, message, signature, fid, username } = body
  if (state !== 'completed' || !isText(message) || !isText(signature) || typeof fid !== 'number')
    throw new RelayError(200, 'The Farcaster relay answered an incomplete channel')
  return {
    message,
    signature: signature as `0x${string}`,
    fid,
    ...(isText(username, 64) ? { username } : {}),
  }
}

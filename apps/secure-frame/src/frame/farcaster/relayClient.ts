/**
 * The frame's call to a Farcaster auth relay, built as @farcaster/auth-client's createChannel
 * builds it: `POST ${relay}/v1/channel`, a JSON body, `Content-Type: application/json`. The
 * channel's answer is read by the frame server (farcaster/relayStatus), never by the frame.
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

import { randomUUID } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import { z } from 'zod'

/** The connect URI's base, as the public relay builds it (a Farcaster app opens it). */
export const FARCASTER_CONNECT_URL = 'https://farcaster.xyz/~/siwf'

export interface FarcasterRelayOptions {
  /** What a Farcaster app sends as X-Farcaster-Auth-Relay-Key to answer a channel. */
  authKey: string
  /** Base of the connect URI. Default https://farcaster.xyz/~/siwf */
  connectUrl?: string
  /** A FID's custody and verified addresses (what the public relay reads from a hub). */
  addresses: (fid: number) => Promise<{ custody: `0x${string}`; verifications: `0x${string}`[] }>
  /** How long a channel lives. Default an hour (the public relay's CHANNEL_TTL). */
  ttlMs?: number
  /** Open channels kept at most (the oldest go first). Default 10 000. */
  maxChannels?: number
  now?: () => number
}

const optionalText = z.string().max(1024).optional()
const channelBody = z.object({
  siweUri: z.url({ protocol: /^https?$/ }).max(1024),
  domain: z.string().min(1).max(256),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9]{8,96}$/)
    .optional(),
  notBefore: optionalText,
  expirationTime: optionalText,
  requestId: optionalText,
  redirectUrl: z
    .url({ protocol: /^https?$/ })
    .max(1024)
    .optional(),
  acceptAuthAddress: z.boolean().optional(),
})
const authenticateBody = z.object({
  message: z.string().min(1).max(4096),
  // 65-byte ECDSA, or a longer contract (ERC-1271 / ERC-6492) signature.
  signature: z.string().regex(/^0x(?:[0-9a-fA-F]{2}){65,2048}$/) as z.ZodType<`0x${string}`>,
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  username: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/)
    .optional(),
  displayName: z.string().max(256).optional(),
  bio: z.string().max(1024).optional(),
  pfpUrl: z
    .url({ protocol: /^https$/ })
    .max(1024)
    .optional(),
})

type ChannelParams = z.output<typeof channelBody>
interface Channel {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  signatureParams: Omit<ChannelParams, 'acceptAuthAddress'>
  metadata: { ip: string; userAgent: string }
  acceptAuthAddress: boolean
  expiresAt: number
  [field: string]: unknown
}

const MAX_BODY_BYTES = 16 * 1024
const unauthorized = (c: Context) => c.json({ error: 'Unauthorized' }, 401)

/**
 * A Farcaster auth relay speaking the public relay's protocol as @farcaster/auth-client uses it
 * (`/v1/channel`, `/v1/channel/status`, `/v1/channel/authenticate`): for the local stack and
 * tests, where no Farcaster app reaches the public relay. Channels live in memory.
 */
export function farcasterRelayApp(options: FarcasterRelayOptions): Hono {
  const now = options.now ?? Date.now
  const ttlMs = options.ttlMs ?? 3600_000
  const maxChannels = options.maxChannels ?? 10_000
  const connectUrl = options.connectUrl ?? FARCASTER_CONNECT_URL
  const channels = new Map<string, Channel>()

  const channelOf = (c: Context): [string, Channel] | undefined => {
    const header = c.req.header('authorization')
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : ''
    const channel = channels.get(token)
    if (!channel) return undefined
    if (channel.expiresAt <= now()) {
      channels.delete(token)
      return undefined
    }
    return [token, channel]
  }
  const readJson = async <S extends z.ZodType>(c: Context, schema: S) => {
    const text = await c.req.text()
    if (text.length > MAX_BODY_BYTES) return { error: 'Body too large' }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return { error: 'Body is not JSON' }
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) return { error: z.prettifyError(parsed.error) }
    return { data: parsed.data as z.output<S> }
  }

  const app = new Hono()
  // Apps call the relay from their pages: any origin may (the channel token is the secret).
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST'],
      allowHeaders: ['Authorization', 'Content-Type', 'X-Farcaster-Auth-Relay-Key'],
    }),
  )

  app.post('/v1/channel', async (c) => {
    const body = await readJson(c, channelBody)
    if (!body.data) return c.json({ error: 'Validation error', message: body.error }, 400)
    const { acceptAuthAddress = true, ...signatureParams } = body.data
    for (const [token, channel] of channels) {
      if (channels.size < maxChannels && channel.expiresAt > now()) break
      channels.delete(token)
    }
    const channelToken = randomUUID()
    const nonce = signatureParams.nonce ?? randomUUID().replaceAll('-', '')
    const url = `${connectUrl}?${new URLSearchParams({ channelToken })}`
    channels.set(channelToken, {
      state: 'pending',
      nonce,
      url,
      signatureParams: { ...signatureParams, nonce },
      metadata: {
        ip: c.req.header('x-forwarded-for') ?? '127.0.0.1',
        userAgent: c.req.header('user-agent') ?? '',
      },
      acceptAuthAddress,
      expiresAt: now() + ttlMs,
    })
    return c.json({ channelToken, url, nonce }, 201)
  })

  app.get('/v1/channel/status', (c) => {
    const found = channelOf(c)
    if (!found) return unauthorized(c)
    const [token, { expiresAt: _, ...channel }] = found
    if (channel.state !== 'completed') return c.json(channel, 202)
    // A completed channel is read once.
    channels.delete(token)
    return c.json(channel, 200)
  })

  app.post('/v1/channel/authenticate', async (c) => {
    if (c.req.header('x-farcaster-auth-relay-key') !== options.authKey) return unauthorized(c)
    const found = channelOf(c)
    if (!found) return unauthorized(c)
    const body = await readJson(c, authenticateBody)
    if (!body.data) return c.json({ error: 'Validation error', message: body.error }, 400)
    const [token, channel] = found
    if (channel.state === 'completed')
      return c.json({ error: 'This channel is already authenticated' }, 409)
    const { authMethod = 'custody', ...answer } = body.data
    const addresses = await options.addresses(answer.fid)
    const completed: Channel = {
      ...channel,
      state: 'completed',
      ...answer,
      authMethod,
      ...addresses,
    }
    channels.set(token, completed)
    const { expiresAt: _, ...shown } = completed
    return c.json(shown, 201)
  })

  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  return app
}

export interface RunningFarcasterRelay {
  /** Base URL, the `relay` of @farcaster/auth-client, e.g. http://127.0.0.1:4600 */
  url: string
  stop(): Promise<void>
}

/** Serves farcasterRelayApp on 127.0.0.1 (port 0 = a free one). */
export async function startFarcasterRelay(
  options: FarcasterRelayOptions & { port?: number },
): Promise<RunningFarcasterRelay> {
  const app = farcasterRelayApp(options)
  const server = createAdaptorServer({ fetch: app.fetch, hostname: '127.0.0.1' }) as Server
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** The public Farcaster auth relay: the one Farcaster apps answer channels on. */
export const FARCASTER_RELAY_URL = 'https://relay.farcaster.xyz'
/** Farcaster's IdRegistry on OP Mainnet (the address @farcaster/auth-client reads idOf from). */
export const OPTIMISM_ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** Sign In With Farcaster's settings: the relay the frame opens channels on, the FID registry. */
export interface FarcasterConfigInput {
  /** JSON-RPC of the chain holding the IdRegistry (OP Mainnet; the local chain in development). */
  rpcUrl: string
  /** The IdRegistry contract (idOf). Default: Farcaster's on OP Mainnet. */
  idRegistry?: `0x${string}`
  /** The auth relay (Farcaster's protocol, /v1/channel…). Default https://relay.farcaster.xyz */
  relayUrl?: string
  /** How long a sign-in (its nonce) can be answered. Default 5 minutes. */
  channelTtlMs?: number
}

export type FarcasterConfig = Required<FarcasterConfigInput>

const isLoopbackHttp = (url: string) => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(url)

export function resolveFarcasterConfig(input: FarcasterConfigInput): FarcasterConfig {
  if (!/^https?:\/\//.test(input.rpcUrl)) throw new Error('farcaster.rpcUrl must be http(s)')
  const idRegistry = input.idRegistry ?? OPTIMISM_ID_REGISTRY
  if (!/^0x[0-9a-fA-F]{40}$/.test(idRegistry))
    throw new Error('farcaster.idRegistry must be an address')
  const relayUrl = (input.relayUrl ?? FARCASTER_RELAY_URL).replace(/\/+$/, '')
  if (!relayUrl.startsWith('https://') && !isLoopbackHttp(relayUrl))
    throw new Error('farcaster.relayUrl must be https (or loopback http)')
  const channelTtlMs = input.channelTtlMs ?? 5 * 60_000
  if (!Number.isInteger(channelTtlMs) || channelTtlMs < 10_000 || channelTtlMs > 3600_000)
    throw new Error('farcaster.channelTtlMs must be 10 s to 1 hour')
  return { rpcUrl: input.rpcUrl, idRegistry, relayUrl, channelTtlMs }
}

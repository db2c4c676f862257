/** Sign In With Farcaster's settings: where the FID registry is read, what the URI opens. */
export interface FarcasterConfigInput {
  /** JSON-RPC of the chain holding the IdRegistry (the local chain in development). */
  rpcUrl: string
  /** The IdRegistry contract (custodyOf); packages/local-chain's deployIdRegistry makes one. */
  idRegistry: `0x${string}`
  /** Base of the connect URI (FIP-11). Default https://farcaster.xyz/~/siwf */
  connectUrl?: string
  /** How long a channel can be authenticated and claimed. Default 5 minutes. */
  channelTtlMs?: number
}

export type FarcasterConfig = Required<FarcasterConfigInput>

export function resolveFarcasterConfig(input: FarcasterConfigInput): FarcasterConfig {
  if (!/^https?:\/\//.test(input.rpcUrl)) throw new Error('farcaster.rpcUrl must be http(s)')
  if (!/^0x[0-9a-fA-F]{40}$/.test(input.idRegistry))
    throw new Error('farcaster.idRegistry must be an address')
  const connectUrl = input.connectUrl ?? 'https://farcaster.xyz/~/siwf'
  if (!/^https:\/\/|^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(connectUrl))
    throw new Error('farcaster.connectUrl must be https (or loopback http)')
  return {
    rpcUrl: input.rpcUrl,
    idRegistry: input.idRegistry,
    connectUrl,
    channelTtlMs: input.channelTtlMs ?? 5 * 60_000,
  }
}

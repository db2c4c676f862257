import type { SiwxConfig } from '@latchkey/controllers'
import type { CaipNetworkId } from '@latchkey/core'
import { hostServerSiwx } from '@latchkey/siwx'
import type { DemoConfig } from './config'

/**
 * Sign-in with the demo's own server (stack/scripts/siwxServer.mjs): on with `?siwx`, required
 * with `?siwx=required`. Off by default, so the other demo flows connect without signing.
 */
export function demoSiwx(config: DemoConfig, params: URLSearchParams): { siwx?: SiwxConfig } {
  if (!params.has('siwx') || !config.siwxUrl) return {}
  // The local stack's Solana chain (stack/scripts/startStack.mjs writes its CAIP-2 id).
  const solanaChain = (config as { solana?: { chainId?: string } }).solana?.chainId
  return {
    siwx: hostServerSiwx({
      url: config.siwxUrl,
      statement: 'Sign in to the Latchkey demo',
      required: params.get('siwx') === 'required',
      networks: [
        ...config.chains.map((c) => `eip155:${c.chainId}` as const),
        ...(config.polkadot ? [config.polkadot.caipNetworkId as CaipNetworkId] : []),
        ...(solanaChain ? [solanaChain as CaipNetworkId] : []),
      ],
    }),
  }
}

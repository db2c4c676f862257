import type { SiwxConfig } from '@latchkey/controllers'
import type { CaipNetworkId } from '@latchkey/core'
import { hostServerSiwx } from '@latchkey/siwx'
import type { DemoConfig } from './config'

/**
 * Sign-in with the demo's own server (scripts/stack/siwxServer.mjs): on with `?siwx`, required
 * with `?siwx=required`. Off by default, so the other demo flows connect without signing.
 */
export function demoSiwx(config: DemoConfig, params: URLSearchParams): { siwx?: SiwxConfig } {
  if (!params.has('siwx') || !config.siwxUrl) return {}
  return {
    siwx: hostServerSiwx({
      url: config.siwxUrl,
      statement: 'Sign in to the Latchkey demo',
      required: params.get('siwx') === 'required',
      networks: [
        ...config.chains.map((c) => `eip155:${c.chainId}` as const),
        ...(config.polkadot ? [config.polkadot.caipNetworkId as CaipNetworkId] : []),
      ],
    }),
  }
}

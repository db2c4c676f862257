/** Where the provider's RPC gateway lives and the project it bills. */
export interface RpcGateway {
  /** The gateway's base URL, e.g. 'http://127.0.0.1:8787'. */
  url: string
  projectId: string
}

/** SPEC §7 gateway shape: `{rpc host}/v1/?chainId={caip network}&projectId={id}`. */
export function rpcGatewayUrl(gateway: RpcGateway, caipNetworkId: string): string {
  const base = gateway.url.replace(/\/+$/, '')
  return `${base}/v1/?chainId=${caipNetworkId}&projectId=${encodeURIComponent(gateway.projectId)}`
}

/** A JSON-RPC error the Solana node answered. */
export class SolanaRpcError extends Error {
  override readonly name = 'SolanaRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export type SolanaRpc = <T>(method: string, params?: unknown[]) => Promise<T>

/** Calls a Solana node's JSON-RPC over HTTP, each call bounded by `timeoutMs`. */
export function createSolanaRpc(url: string, timeoutMs: number): SolanaRpc {
  let id = 0
  return async <T>(method: string, params: unknown[] = []) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`${method}: the node answered HTTP ${response.status}`)
    const body = (await response.json()) as {
      result?: T
      error?: { code: number; message: string }
    }
    if (body.error) throw new SolanaRpcError(body.error.code, `${method}: ${body.error.message}`)
    return body.result as T
  }
}

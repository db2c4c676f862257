import type { AnvilProcess } from './anvilProcess'
import { AnvilExitedError } from './anvilProcess'

/** Raised when the node does not answer eth_chainId in time. */
export class LocalChainTimeoutError extends Error {
  override name = 'LocalChainTimeoutError'
}

async function readChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    })
    if (!response.ok) return undefined
    const body = (await response.json()) as { result?: string }
    return body.result ? Number.parseInt(body.result, 16) : undefined
  } catch {
    return undefined
  }
}

/** Polls eth_chainId until the node answers; fails early if the process exits. */
export async function waitForRpc(
  rpcUrl: string,
  anvil: AnvilProcess,
  { timeoutMs = 20_000, intervalMs = 50 } = {},
): Promise<number> {
  let exitCode: number | null | undefined
  void anvil.exited.then((code) => {
    exitCode = code
  })
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new AnvilExitedError(exitCode, anvil.output())
    const chainId = await readChainId(rpcUrl)
    // A process that exited may leave the port to someone else: only trust a live anvil.
    if (chainId !== undefined && exitCode === undefined && anvil.child.exitCode === null) {
      return chainId
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new LocalChainTimeoutError(
    `anvil did not answer eth_chainId at ${rpcUrl} within ${timeoutMs} ms. Output: ${anvil.output().trim()}`,
  )
}

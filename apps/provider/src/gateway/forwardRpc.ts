import type { JsonRpcId } from './jsonRpc'

export interface ForwardItem {
  id: JsonRpcId
  method: string
  params: unknown
}

/** Thrown when the node cannot be reached or answers something that is not JSON-RPC. */
export class UpstreamError extends Error {
  override name = 'UpstreamError'
}

/**
 * Sends requests to the node as one batch under fresh ids (clients may repeat ids),
 * and returns the node's answers in the order of `items`, with the client's ids back.
 */
export async function forwardRpc(
  rpcUrl: string,
  items: readonly ForwardItem[],
  timeoutMs: number,
): Promise<Record<string, unknown>[]> {
  const batch = items.map((item, i) => ({
    jsonrpc: '2.0',
    id: i + 1,
    method: item.method,
    ...(item.params === undefined ? {} : { params: item.params }),
  }))
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new UpstreamError(`node unreachable: ${(error as Error).message}`)
  }
  let answers: unknown
  try {
    answers = await response.json()
  } catch {
    throw new UpstreamError(`node answered HTTP ${response.status} without JSON`)
  }
  if (!Array.isArray(answers))
    throw new UpstreamError(`node answered HTTP ${response.status} without a batch`)
  const byId = new Map<unknown, Record<string, unknown>>()
  for (const answer of answers) {
    if (typeof answer === 'object' && answer !== null)
      byId.set((answer as { id?: unknown }).id, answer)
  }
  return items.map((item, i) => {
    const answer = byId.get(i + 1)
    if (!answer) throw new UpstreamError(`node gave no answer for ${item.method}`)
    return { ...answer, id: item.id }
  })
}

/** An Esplora request the provider may forward, or why not. */
export type ProxyPathCheck = { path: string } | { status: 400 | 404 | 405; message: string }

const TXID = /^[0-9a-f]{64}$/

/**
 * Checks one request against the proxy's allowlist (README: Esplora proxy): the GET reads the
 * SDK needs and POST /tx. `address` checks an address against the chain's network (§5).
 */
export function checkEsploraPath(
  method: string,
  segments: readonly string[],
  address: (text: string) => string | undefined,
): ProxyPathCheck {
  const path = `/${segments.join('/')}`
  if (method === 'POST') {
    return path === '/tx' ? { path } : { status: 405, message: `POST ${path} is not forwarded` }
  }
  if (method !== 'GET') return { status: 405, message: `${method} is not forwarded` }
  const [head, id, sub, arg, extra] = segments
  if (path === '/fee-estimates' || path === '/blocks/tip/height' || path === '/blocks/tip/hash')
    return { path }
  if (head === 'tx' && id !== undefined && arg === undefined) {
    if (!TXID.test(id))
      return { status: 400, message: 'Invalid txid: must be 64 lower-case hex characters' }
    if (sub === undefined || ['hex', 'status', 'outspends'].includes(sub)) return { path }
  }
  if (head === 'address' && id !== undefined && segments.length <= 5) {
    const parsed = address(id)
    if (parsed === undefined)
      return { status: 400, message: 'Invalid address: not an address of this network' }
    const at = `/address/${parsed}`
    if (sub === undefined) return { path: at }
    if (sub === 'utxo' && arg === undefined) return { path: `${at}/utxo` }
    if (sub === 'txs' && arg === undefined) return { path: `${at}/txs` }
    if (sub === 'txs' && arg === 'mempool' && extra === undefined)
      return { path: `${at}/txs/mempool` }
    if (sub === 'txs' && arg === 'chain' && extra === undefined) return { path: `${at}/txs/chain` }
    if (sub === 'txs' && arg === 'chain' && extra !== undefined) {
      if (!TXID.test(extra))
        return { status: 400, message: 'Invalid txid: must be 64 lower-case hex characters' }
      return { path: `${at}/txs/chain/${extra}` }
    }
  }
  return { status: 404, message: `${path.slice(0, 200)} is not forwarded` }
}

// The @polkadot/api chunk: loaded on the first balance, fee or transfer, never at start-up.
import { ApiPromise, HttpProvider, WsProvider } from '@polkadot/api'

/** Connects to a node; rejects when it cannot be reached instead of retrying for ever. */
export async function createApi(url: string): Promise<ApiPromise> {
  const provider = /^https?:/i.test(url) ? new HttpProvider(url) : new WsProvider(url, false)
  if (provider instanceof WsProvider) await provider.connect()
  return ApiPromise.create({ provider, noInitWarn: true, throwOnConnect: true })
}

import type { NftConfig } from './nftConfigSchema'
import { checkFetchable, NftUriError } from './resolveNftUri'

const MAX_REDIRECTS = 3

export interface LimitedBody {
  bytes: Uint8Array
  contentType: string | undefined
}

/**
 * GETs `url` with the configured timeout, reading at most `maxBytes`; every redirect target
 * passes the same host checks as the first URL.
 */
export async function fetchLimited(
  url: URL,
  maxBytes: number,
  config: NftConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<LimitedBody> {
  const signal = AbortSignal.timeout(config.fetchTimeoutMs)
  let target = url
  for (let hop = 0; ; hop++) {
    checkFetchable(target, config)
    const response = await fetchImpl(target, { redirect: 'manual', signal })
    if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
      await response.body?.cancel()
      if (hop >= MAX_REDIRECTS) throw new NftUriError('too many redirects')
      target = new URL(response.headers.get('location') as string, target)
      continue
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new NftUriError(`answered ${response.status}`)
    }
    const declared = Number(response.headers.get('content-length') ?? 'NaN')
    if (declared > maxBytes) {
      await response.body?.cancel()
      throw new NftUriError(`larger than ${maxBytes} bytes`)
    }
    const chunks: Uint8Array[] = []
    let size = 0
    const reader = response.body?.getReader()
    while (reader) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.length
      if (size > maxBytes) {
        await reader.cancel()
        throw new NftUriError(`larger than ${maxBytes} bytes`)
      }
      chunks.push(value)
    }
    const bytes = new Uint8Array(size)
    let at = 0
    for (const chunk of chunks) {
      bytes.set(chunk, at)
      at += chunk.length
    }
    return { bytes, contentType: response.headers.get('content-type') ?? undefined }
  }
}

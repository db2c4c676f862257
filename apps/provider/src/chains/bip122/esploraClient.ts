import { UpstreamError } from '../../gateway/forwardRpc'

/** A GET of the Esplora REST API: JSON (or text when the route answers text). */
export type EsploraGet = <T>(path: string) => Promise<T>

/** The Esplora server did not answer, or answered a failure. */
export class EsploraError extends UpstreamError {
  override name = 'EsploraError'
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

/** Reads an Esplora server at `baseUrl` (no trailing slash needed), each call bounded by `timeoutMs`. */
export function createEsploraClient(baseUrl: string, timeoutMs: number): EsploraGet {
  const base = baseUrl.replace(/\/+$/, '')
  return async <T>(path: string): Promise<T> => {
    let response: Response
    let text: string
    try {
      response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(timeoutMs) })
      text = await response.text()
    } catch (error) {
      throw new EsploraError(`Esplora ${path}: ${error instanceof Error ? error.message : error}`)
    }
    if (!response.ok) {
      throw new EsploraError(
        `Esplora ${path}: ${response.status} ${text.slice(0, 200)}`,
        response.status,
      )
    }
    if (!response.headers.get('content-type')?.includes('json')) return text as T
    try {
      return JSON.parse(text) as T
    } catch {
      throw new EsploraError(`Esplora ${path}: the answer is not JSON`)
    }
  }
}

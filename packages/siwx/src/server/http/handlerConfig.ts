import { createMemorySessionStore } from '../store/createMemorySessionStore'
import type { SiwxSessionStore } from '../store/SiwxSessionStore'
import { storeCall } from '../store/SiwxStoreError'
import type { SiwxHttpHandlerParameters } from './SiwxHttpHandlerParameters'

/** The handler's parameters with defaults applied and checked once, at creation. */
export type HandlerConfig = Required<
  Omit<SiwxHttpHandlerParameters, 'sessions' | 'onError' | 'secure'>
> & {
  sessions: SiwxSessionStore
  onError: (error: unknown) => void
  cookiePath: string
  alwaysSecure: boolean
}

const COOKIE_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/
const BASE_PATH = /^(\/[A-Za-z0-9._~!$&'()*+,=:@%-]+)*$/

/** Every call to the host's store, failing as SiwxStoreError whatever it throws (a 503). */
function guarded(store: SiwxSessionStore): SiwxSessionStore {
  return {
    get: (id) => storeCall(() => store.get(id)),
    put: (id, sessions) => storeCall(() => store.put(id, sessions)),
    delete: (id) => storeCall(() => store.delete(id)),
    list: (id, chainId, address) => storeCall(() => store.list(id, chainId, address)),
  }
}

export function resolveHandlerConfig(parameters: SiwxHttpHandlerParameters): HandlerConfig {
  const {
    basePath = '',
    cookieName = 'latchkey_siwx',
    now = Date.now,
    sameSite = 'Lax',
    secure = 'auto',
    maxAgeMs = 7 * 24 * 3600_000,
    maxSessionsPerBrowser = 10,
    trustProxy = false,
    onError = () => {},
  } = parameters
  if (!COOKIE_NAME.test(cookieName)) throw new TypeError(`Not a cookie name: ${cookieName}`)
  if (!BASE_PATH.test(basePath))
    throw new TypeError(`basePath must be '' or like '/siwx' (no trailing '/'): ${basePath}`)
  if (!['Lax', 'Strict', 'None'].includes(sameSite))
    throw new TypeError(`sameSite must be 'Lax', 'Strict' or 'None': ${sameSite}`)
  if (cookieName.startsWith('__Host-') && basePath)
    throw new TypeError('A __Host- cookie needs Path=/: leave basePath empty or rename it')
  if (!(maxAgeMs > 0) || !(maxSessionsPerBrowser >= 1))
    throw new TypeError('maxAgeMs and maxSessionsPerBrowser must be positive')
  return {
    ...parameters,
    basePath,
    cookieName,
    now,
    sameSite,
    maxAgeMs,
    maxSessionsPerBrowser,
    trustProxy,
    onError,
    sessions: guarded(parameters.sessions ?? createMemorySessionStore({ now })),
    cookiePath: basePath || '/',
    alwaysSecure:
      secure === 'always' || sameSite === 'None' || /^__(Host|Secure)-/.test(cookieName),
  }
}

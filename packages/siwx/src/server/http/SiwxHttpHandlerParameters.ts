import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SiwxSession } from '@latchkey/core'
import type { VerifiedSession } from '../createSessionVerifier'
import type { SiwxSessionStore } from '../store/SiwxSessionStore'

export interface SiwxHttpHandlerParameters {
  verifySession(session: SiwxSession): Promise<VerifiedSession>
  issueNonce(): Promise<string>
  /** Page origins allowed to call (CORS with credentials); the exact `scheme://host:port`. */
  allowedOrigins: readonly string[]
  /** Path prefix the routes live under; default ''. The cookie's Path is it, or '/'. */
  basePath?: string
  /** Default 'latchkey_siwx'. A `__Host-` or `__Secure-` name makes the cookie always Secure. */
  cookieName?: string
  /** Where browsers' sessions live; default this process's memory (`createMemorySessionStore`). */
  sessions?: SiwxSessionStore
  /** A session ends at its message's expirationTime or this long after sign-in; default 7 days. */
  maxAgeMs?: number
  /** Sessions one browser keeps (accounts × chains); past it the oldest goes. Default 10. */
  maxSessionsPerBrowser?: number
  /**
   * The cookie's SameSite; default 'Lax', enough when the page and this server are on the same
   * site (app.example.com and api.example.com). 'None' lets a page of another site sign in
   * (listed in allowedOrigins) and makes the cookie always Secure, as browsers require.
   */
  sameSite?: 'Lax' | 'Strict' | 'None'
  /** 'auto' (default): Secure when the request came over https; 'always': Secure every time. */
  secure?: 'auto' | 'always'
  /** Believe `X-Forwarded-Proto: https` (only behind a proxy that sets it); default false. */
  trustProxy?: boolean
  /** Told of what the 503s and refused sessions do not say: store failures, verifiers throwing. */
  onError?: (error: unknown) => void
  now?: () => number
}

/** @deprecated Renamed `SiwxHttpHandlerParameters`. */
export type SiwxHttpHandlerOptions = SiwxHttpHandlerParameters

/** Resolves `true` when the request was one of its routes (answered), `false` otherwise. */
export type SiwxHttpHandlerReturnType = (
  req: IncomingMessage,
  res: ServerResponse,
) => Promise<boolean>

import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

export interface RelayClientAuth {
  /** The client's did:key, the identity its messages and acknowledgements are kept under. */
  clientId: string
  /** The audience the client signed for (its relay URL). */
  audience: string
  expiresAt: number
}

export interface AuthCheck {
  /** Verify the Ed25519 signature over the token (true by default). */
  verifySignature: boolean
  /** Seconds of clock skew tolerated on iat and exp. */
  skewSeconds: number
  now: () => number
}

const JWT_SHAPE = /^[A-Za-z0-9_-]{10,2048}\.[A-Za-z0-9_-]{10,4096}\.[A-Za-z0-9_-]{40,200}$/
const DID_KEY = /^did:key:z[1-9A-HJ-NP-Za-km-z]{40,60}$/

/**
 * The `auth` JWT the WalletConnect clients put on the relay URL: EdDSA-signed by the key its
 * `iss` did:key names, not expired. Undefined for anything else, so the upgrade is refused.
 */
export async function readAuthToken(
  token: string | null,
  check: AuthCheck,
): Promise<RelayClientAuth | undefined> {
  if (!token || !JWT_SHAPE.test(token)) return undefined
  try {
    const { header, payload } = decodeJWT(token) as unknown as {
      header: Record<string, unknown>
      payload: Record<string, unknown>
    }
    if (header.alg !== 'EdDSA' || header.typ !== 'JWT') return undefined
    const { iss, aud, iat, exp } = payload
    if (typeof iss !== 'string' || !DID_KEY.test(iss)) return undefined
    if (typeof aud !== 'string' || typeof iat !== 'number' || typeof exp !== 'number')
      return undefined
    const now = Math.floor(check.now() / 1000)
    if (exp + check.skewSeconds < now || iat - check.skewSeconds > now || exp < iat)
      return undefined
    if (check.verifySignature && !(await verifyJWT(token))) return undefined
    return { clientId: iss, audience: aud, expiresAt: exp * 1000 }
  } catch {
    return undefined
  }
}

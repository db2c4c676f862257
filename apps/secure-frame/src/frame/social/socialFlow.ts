import { isSocialProvider } from '@latchkey/core'
import type { FrameApi } from '../host/frameApi'
import { toBase64Url } from '../keys/base64url'

const PENDING_PREFIX = 'latchkey-frame-social:'
const CALLBACK_PATH = '/v1/auth/social/callback'
// A started login older than the server's ten minutes is spent anyway.
const PENDING_TTL_MS = 10 * 60_000

interface Pending {
  codeVerifier: string
  createdAt: number
}

const random = () => toBase64Url(crypto.getRandomValues(new Uint8Array(32)))

/**
 * SPEC §7 social login in the frame: `get social redirect uri` makes the state and the PKCE pair
 * (the verifier stays in this origin's storage, so a full-page redirect can finish too), and
 * `connect social` finishes with the provider's answer (the redirect URI with code and state).
 */
export function socialFlow(api: FrameApi, storage: Storage = localStorage) {
  function prune() {
    for (let i = storage.length - 1; i >= 0; i--) {
      const key = storage.key(i)
      if (!key?.startsWith(PENDING_PREFIX)) continue
      const pending = JSON.parse(storage.getItem(key) ?? '{}') as Partial<Pending>
      if (!pending.createdAt || Date.now() - pending.createdAt > PENDING_TTL_MS)
        storage.removeItem(key)
    }
  }

  return {
    async redirectUri(
      payload: Record<string, unknown>,
      hostOrigin: string,
    ): Promise<{ uri: string }> {
      if (!isSocialProvider(payload.provider)) throw new Error('Unknown social provider')
      if (payload.returnUrl !== undefined && typeof payload.returnUrl !== 'string')
        throw new Error('returnUrl must be a URL')
      prune()
      const state = random()
      const codeVerifier = random()
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier))
      const { uri } = await api.startSocial({
        provider: payload.provider,
        state,
        codeChallenge: toBase64Url(new Uint8Array(digest)),
        redirectOrigin: hostOrigin,
        ...(payload.returnUrl ? { returnUrl: payload.returnUrl } : {}),
      })
      storage.setItem(
        `${PENDING_PREFIX}${state}`,
        JSON.stringify({ codeVerifier, createdAt: Date.now() } satisfies Pending),
      )
      return { uri }
    },

    /** The provider's answer: this frame's callback URL with the code and the state it made. */
    async connect(
      payload: Record<string, unknown>,
    ): Promise<{ userName: string; provider: string }> {
      let result: URL
      try {
        result = new URL(String(payload.uri))
      } catch {
        throw new Error('Not a social login result')
      }
      if (result.origin !== location.origin || result.pathname !== CALLBACK_PATH)
        throw new Error('Not a social login result')
      const state = result.searchParams.get('state') ?? ''
      const key = `${PENDING_PREFIX}${state}`
      const pending = JSON.parse(storage.getItem(key) ?? 'null') as Pending | null
      storage.removeItem(key)
      if (!pending) throw new Error('This social login was not started here. Start again.')
      const problem = result.searchParams.get('error')
      if (problem) throw new Error(problem === 'access_denied' ? 'The login was declined' : problem)
      const code = result.searchParams.get('code')
      if (!code) throw new Error('The provider sent no code')
      const answer = await api.finishSocial({ state, code, codeVerifier: pending.codeVerifier })
      return { userName: answer.userName, provider: answer.provider }
    },
  }
}

export type SocialFlow = ReturnType<typeof socialFlow>

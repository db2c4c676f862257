import type { FarcasterChannelParams } from '../farcaster/relayClient'
import { frameLocale, localeReady } from '../i18n/frameText'
import type { RecoveryBlob } from '../keys/recoverySeal'

/** An error of the frame's own API: its code ('SESSION_EXPIRED', 'COOL_DOWN'…) and message. */
export class FrameApiError extends Error {
  constructor(
    readonly status: number,
    readonly apiCode: string,
    message: string,
  ) {
    super(message)
  }
}

const SESSION_KEY = 'latchkey-frame-session'
const DEVICE_KEY = 'latchkey-frame-device'

/** The auth service, same origin as the frame page (no CORS: only this page can call it). */
export function frameApi(projectId: string, storage: Storage = localStorage) {
  const deviceId = (() => {
    let id = storage.getItem(DEVICE_KEY)
    if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('')
      storage.setItem(DEVICE_KEY, id)
    }
    return id
  })()

  async function call<T>(path: string, body?: unknown): Promise<T> {
    const token = storage.getItem(SESSION_KEY)
    const response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const answer = (await response.json().catch(() => ({}))) as {
      error?: { code: string; message: string }
    }
    if (!response.ok)
      throw new FrameApiError(
        response.status,
        answer.error?.code ?? 'UNKNOWN',
        answer.error?.message ?? `HTTP status code: ${response.status}`,
      )
    return answer as T
  }

  return {
    deviceId,
    hasSession: () => storage.getItem(SESSION_KEY) !== null,
    forgetSession: () => storage.removeItem(SESSION_KEY),
    // The modal's locale (SYNC_LOCALE, validated; its table in, as the frame's own prompts wait
    // for it): the server writes the login mails in it.
    startLogin: async (email: string) => {
      await localeReady()
      return call<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>('/v1/auth/email', {
        email,
        deviceId,
        projectId,
        locale: frameLocale(),
      })
    },
    deviceApproved: (email: string) =>
      call<{ approved: boolean }>('/v1/auth/device', { email, deviceId }),
    /** The code login; with this device's public key it is known from then on (issue 32). */
    async verifyOtp(email: string, otp: string, devicePublicKey?: JsonWebKey) {
      const answer = await call<{ token: string; knownDevice?: { id: string; expiresAt: number } }>(
        '/v1/auth/otp',
        { email, otp, deviceId, projectId, ...(devicePublicKey ? { devicePublicKey } : {}) },
      )
      storage.setItem(SESSION_KEY, answer.token)
      return answer.knownDevice
    },
    /** A known device's login (issue 32): a challenge, then its signature opens a session. */
    knownDeviceChallenge: (email: string, keyId: string) =>
      call<{ challenge: string }>('/v1/auth/known-device/challenge', {
        email,
        deviceId,
        projectId,
        keyId,
      }),
    async knownDeviceLogin(body: {
      email: string
      keyId: string
      challenge: string
      signature: string
    }) {
      const answer = await call<{ token: string }>('/v1/auth/known-device/login', {
        ...body,
        deviceId,
        projectId,
      })
      storage.setItem(SESSION_KEY, answer.token)
    },
    session: () =>
      call<{
        email: string
        expiresAt: number
        accountId: string
        social?: { provider: string; username: string }
        userName?: string
      }>('/v1/auth/session'),
    /** SPEC §7 social login: the provider's authorization URL for this state and PKCE challenge. */
    startSocial: (body: {
      provider: string
      state: string
      codeChallenge: string
      redirectOrigin: string
      returnUrl?: string
    }) => call<{ uri: string }>('/v1/auth/social/authorize', { ...body, projectId }),
    async finishSocial(body: { state: string; code: string; codeVerifier: string }) {
      const answer = await call<{ token: string; userName: string; provider: string }>(
        '/v1/auth/social/token',
        { ...body, deviceId, projectId },
      )
      storage.setItem(SESSION_KEY, answer.token)
      return answer
    },
    /** Sign In With Farcaster: the parameters of the relay channel for the app at `siweUri`. */
    farcasterSignIn: (siweUri: string) =>
      call<{ relayUrl: string; channel: FarcasterChannelParams }>('/v1/farcaster/sign-in', {
        projectId,
        deviceId,
        siweUri,
      }),
    /**
     * The sign-in's channel: the server reads it off the relay; pending until the Farcaster
     * app answered, then the session (kept like an OTP's).
     */
    async farcasterSession(channelToken: string) {
      const answer = await call<
        { state: 'pending' } | { token: string; fid: number; username?: string }
      >('/v1/farcaster/session', { channelToken, deviceId, projectId })
      if ('token' in answer) storage.setItem(SESSION_KEY, answer.token)
      return answer
    },
    async signOut() {
      // Signed out already (one login serves several namespaces, each may sign out): no 401.
      if (!storage.getItem(SESSION_KEY)) return
      try {
        await call('/v1/auth/sign-out', {})
      } catch (error) {
        // A session the server no longer honours is over already; any other failure leaves it
        // live on the server, so the visitor must hear 'Failed to disconnect' (SPEC §8).
        if (!(error instanceof FrameApiError) || error.apiCode !== 'SESSION_EXPIRED') throw error
      }
      storage.removeItem(SESSION_KEY)
    },
    // SPEC §4 e-mail update: the session's account moves to `email` after both codes.
    updateEmail: (email: string) =>
      call<{ action: 'VERIFY_PRIMARY_OTP' }>('/v1/auth/email-update', {
        email,
        locale: frameLocale(),
      }),
    updateEmailPrimary: (email: string, otp: string) =>
      call<{ action: 'VERIFY_SECONDARY_OTP' }>('/v1/auth/email-update/primary', {
        email,
        otp,
        locale: frameLocale(),
      }),
    async updateEmailSecondary(email: string, otp: string) {
      const answer = await call<{ token: string; email: string }>(
        '/v1/auth/email-update/secondary',
        { email, otp },
      )
      storage.setItem(SESSION_KEY, answer.token)
      return { email: answer.email }
    },
    /** The server's shares of this account's wallet; null before it has one. */
    keys: () =>
      call<{ address: `0x${string}`; authShare: string; recoveryBlob: RecoveryBlob } | null>(
        '/v1/keys',
      ),
    storeKeys: (keys: { address: string; authShare: string; recoveryBlob: RecoveryBlob }) =>
      call('/v1/keys', keys),
  }
}

export type FrameApi = ReturnType<typeof frameApi>

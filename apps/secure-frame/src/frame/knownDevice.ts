import { knownDeviceMessage } from '../auth/knownDeviceMessage'
import { type FrameApi, FrameApiError } from './host/frameApi'
import { toBase64Url } from './keys/base64url'
import type { VaultStorage } from './keys/deviceVault'

/** What this profile keeps of its device key: the id the server gave it and the private half. */
interface StoredDeviceKey {
  id: string
  /** Non-extractable: script in the frame can sign with it, nobody can read it. */
  privateKey: CryptoKey
  expiresAt: number
}

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const

/**
 * This browser profile as a known device (issue 32). A code login registers a fresh ECDSA P-256
 * key whose private half stays in the frame origin's storage, non-extractable; the next connect
 * email of the same address signs the server's one-use challenge with it and is logged in at once
 * (SPEC §7's CONNECT). An expired, revoked or failing key falls back to the code.
 */
export function knownDevice(api: FrameApi, storage: VaultStorage, now: () => number = Date.now) {
  const name = (email: string) => `known-device:${email}`
  const drop = (email: string) => storage.delete(name(email)).catch(() => {})

  return {
    /** The code login; the device is known for `email` from then on, for the trust period. */
    async verifyOtp(email: string, otp: string): Promise<void> {
      const keys = await crypto.subtle.generateKey(ECDSA_P256, false, ['sign', 'verify'])
      const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', keys.publicKey)
      const known = await api.verifyOtp(email, otp, { kty, crv, x, y })
      if (!known) return await drop(email)
      const stored: StoredDeviceKey = {
        id: known.id,
        privateKey: keys.privateKey,
        expiresAt: known.expiresAt,
      }
      // Not kept (a storage the browser refuses): the next login asks for a code, nothing worse.
      await storage.put(name(email), stored).catch(() => {})
    },

    /** Logs in without a code when this device is known for `email`; false: ask for the code. */
    async login(email: string): Promise<boolean> {
      const stored = (await storage.get(name(email)).catch(() => undefined)) as
        | StoredDeviceKey
        | undefined
      if (!stored) return false
      if (!(stored.expiresAt > now())) {
        await drop(email)
        return false
      }
      try {
        const { challenge } = await api.knownDeviceChallenge(email, stored.id)
        const message = knownDeviceMessage({
          keyId: stored.id,
          email,
          deviceId: api.deviceId,
          challenge,
        })
        const signature = await crypto.subtle.sign(
          { name: 'ECDSA', hash: 'SHA-256' },
          stored.privateKey,
          new TextEncoder().encode(message),
        )
        await api.knownDeviceLogin({
          email,
          keyId: stored.id,
          challenge,
          signature: toBase64Url(new Uint8Array(signature)),
        })
        return true
      } catch (error) {
        // Revoked, expired or not this key's: the server will not take it again.
        if (
          error instanceof FrameApiError &&
          (error.apiCode === 'DEVICE_NOT_KNOWN' || error.apiCode === 'INVALID_SIGNATURE')
        )
          await drop(email)
        return false
      }
    },

    /** This profile's key for `email` is no longer used (the address changed, or was forgotten). */
    forget: drop,
  }
}

export type KnownDevice = ReturnType<typeof knownDevice>

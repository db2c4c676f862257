import { fromBase64Url, toBase64Url } from './base64url'

/** HKDF's info: binds the derived key to this one use of the passkey's PRF output. */
export const PASSKEY_WRAP_INFO = 'latchkey/passkey-device-share/v1'
/** The PRF input (WebAuthn's `prf.eval.first`), random per credential; also the HKDF salt. */
export const PRF_SALT_BYTES = 32
/** What the PRF extension gives (hmac-secret's SHA-256 output). */
export const PRF_OUTPUT_BYTES = 32

/** The device share as this profile keeps it when a passkey protects it (all base64url). */
export interface PasskeyWrappedShare {
  protection: 'passkey'
  /** The credential whose PRF opens it; a different credential is refused before decrypting. */
  credentialId: string
  prfSalt: string
  iv: string
  sealed: string
}

export class PasskeyWrapError extends Error {
  override name = 'PasskeyWrapError'
}

/**
 * The AES-256-GCM key from the passkey's PRF output: HKDF-SHA256 (RFC 5869) with the credential's
 * PRF salt and PASSKEY_WRAP_INFO. Non-extractable; the PRF output is used once and not kept.
 */
export async function passkeyWrappingKey(
  prfOutput: Uint8Array,
  prfSalt: Uint8Array,
): Promise<CryptoKey> {
  if (prfOutput.length !== PRF_OUTPUT_BYTES)
    throw new PasskeyWrapError('The passkey gave no usable PRF output')
  if (prfSalt.length !== PRF_SALT_BYTES) throw new PasskeyWrapError('Bad passkey salt')
  const material = await crypto.subtle.importKey('raw', prfOutput as BufferSource, 'HKDF', false, [
    'deriveKey',
  ])
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: prfSalt as BufferSource,
      info: new TextEncoder().encode(PASSKEY_WRAP_INFO),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** The credential id's bytes are the GCM additional data: the record names its passkey. */
const additionalData = (credentialId: string) => fromBase64Url(credentialId) as BufferSource

/** Seals `share` under the key derived from the PRF output of `credentialId` for `prfSalt`. */
export async function wrapWithPasskey(
  share: Uint8Array,
  prfOutput: Uint8Array,
  credential: { credentialId: string; prfSalt: Uint8Array },
): Promise<PasskeyWrappedShare> {
  const key = await passkeyWrappingKey(prfOutput, credential.prfSalt)
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = await crypto.subtle.encrypt(
    {
      name: 'AES-GCM',
      iv: iv as BufferSource,
      additionalData: additionalData(credential.credentialId),
    },
    key,
    share as BufferSource,
  )
  return {
    protection: 'passkey',
    credentialId: credential.credentialId,
    prfSalt: toBase64Url(credential.prfSalt),
    iv: toBase64Url(iv),
    sealed: toBase64Url(new Uint8Array(sealed)),
  }
}

/** Opens a wrapped share; another credential or another PRF output fails (GCM authenticates). */
export async function unwrapWithPasskey(
  wrapped: PasskeyWrappedShare,
  prfOutput: Uint8Array,
  credentialId: string,
): Promise<Uint8Array> {
  if (credentialId !== wrapped.credentialId)
    throw new PasskeyWrapError('This passkey does not protect this wallet')
  const key = await passkeyWrappingKey(prfOutput, fromBase64Url(wrapped.prfSalt))
  try {
    const share = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64Url(wrapped.iv) as BufferSource,
        additionalData: additionalData(wrapped.credentialId),
      },
      key,
      fromBase64Url(wrapped.sealed) as BufferSource,
    )
    return new Uint8Array(share)
  } catch {
    throw new PasskeyWrapError('This passkey does not open the wallet on this device')
  }
}

/** A stored record read back: every field present and of its kind, or undefined. */
export function asPasskeyWrappedShare(value: unknown): PasskeyWrappedShare | undefined {
  const record = value as Partial<PasskeyWrappedShare> | undefined
  if (record?.protection !== 'passkey') return undefined
  const fields = [record.credentialId, record.prfSalt, record.iv, record.sealed]
  if (!fields.every((field) => typeof field === 'string' && /^[A-Za-z0-9_-]+$/.test(field)))
    return undefined
  return record as PasskeyWrappedShare
}

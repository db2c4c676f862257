import { fromBase64Url, toBase64Url } from './base64url'

/** The recovery share sealed by the visitor's recovery password (stored by the server as is). */
export interface RecoveryBlob {
  kdf: 'PBKDF2-SHA256'
  iterations: number
  salt: string
  iv: string
  ciphertext: string
}

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256. */
export const RECOVERY_ITERATIONS = 600_000
export const MIN_RECOVERY_PASSWORD = 10
/** What a wrong password throws (the form says it in the frame's locale: recovery.wrong). */
export const WRONG_PASSWORD = 'Wrong recovery password'

async function passwordKey(password: string, salt: Uint8Array, iterations: number) {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  )
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** Seals a share with a key derived from the password (PBKDF2-SHA256, AES-256-GCM). */
export async function sealRecoveryShare(
  share: Uint8Array,
  password: string,
  iterations = RECOVERY_ITERATIONS,
): Promise<RecoveryBlob> {
  if (password.length < MIN_RECOVERY_PASSWORD)
    throw new Error(`The recovery password needs at least ${MIN_RECOVERY_PASSWORD} characters`)
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await passwordKey(password, salt, iterations)
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: iv as BufferSource },
    key,
    share as BufferSource,
  )
  return {
    kdf: 'PBKDF2-SHA256',
    iterations,
    salt: toBase64Url(salt),
    iv: toBase64Url(iv),
    ciphertext: toBase64Url(new Uint8Array(sealed)),
  }
}

/** Opens a sealed share; a wrong password fails (GCM authenticates). */
export async function openRecoveryShare(blob: RecoveryBlob, password: string): Promise<Uint8Array> {
  const key = await passwordKey(password, fromBase64Url(blob.salt), blob.iterations)
  try {
    const share = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(blob.iv) as BufferSource },
      key,
      fromBase64Url(blob.ciphertext) as BufferSource,
    )
    return new Uint8Array(share)
  } catch {
    throw new Error(WRONG_PASSWORD)
  }
}

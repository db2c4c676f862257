import { combine, split } from 'shamir-secret-sharing'

/** The three shares of one secret; any two rebuild it, one alone tells nothing about it. */
export interface SecretShares {
  /** Kept in this browser profile, wrapped by a non-extractable key (deviceVault). */
  device: Uint8Array
  /** Kept by the server, released to the account's session only. */
  auth: Uint8Array
  /** Sealed by the visitor's recovery password (recoverySeal), kept by the server. */
  recovery: Uint8Array
}

/** Shamir 2-of-3 over the secret's bytes. */
export async function splitSecret(secret: Uint8Array): Promise<SecretShares> {
  const [device, auth, recovery] = (await split(secret, 3, 2)) as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
  ]
  return { device, auth, recovery }
}

/** Rebuilds the secret from two different shares. */
export async function combineShares(a: Uint8Array, b: Uint8Array): Promise<Uint8Array> {
  return combine([a, b])
}

import { TIMING } from '../constants/timing'

/** SPEC §4: a pairing URI lives 4 minutes from when it is set. */
export function pairingExpiresAt(uriSetAt: number): number {
  return uriSetAt + TIMING.PAIRING_LIFETIME_MS
}

/** SPEC §4: when a pairing ending at `expiresAt` starts to count as expired (10 s before). */
export function pairingStaleAt(expiresAt: number): number {
  return expiresAt - TIMING.PAIRING_EXPIRY_MARGIN_MS
}

/** SPEC §4: expired when 10 seconds or less remain; no pairing counts as expired. */
export function isPairingExpired(expiresAt: number | undefined, now: number): boolean {
  return expiresAt === undefined || now >= pairingStaleAt(expiresAt)
}

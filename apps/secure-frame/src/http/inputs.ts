import { isValidEmail } from '@latchkey/core'
import { z } from 'zod'

/** SPEC §5: a valid e-mail address; compared in lower case. */
export const emailInput = z
  .string()
  .max(254)
  .transform((value) => value.trim().toLowerCase())
  .refine(isValidEmail, 'not a valid e-mail address')

/** The frame's random id for its browser profile (kept in the frame origin's storage). */
export const deviceIdInput = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'not a device id')
export const projectIdInput = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'not a project id')
export const otpInput = z.string().regex(/^\d{6}$/, 'six digits expected')
const base64 = z.string().regex(/^[A-Za-z0-9+/_=-]+$/)

export const loginBody = z.strictObject({
  email: emailInput,
  deviceId: deviceIdInput,
  projectId: projectIdInput,
})
/**
 * The modal's locale the frame sends with a request that mails the visitor (issue 35). Any string
 * is taken and mapped to one of the server's tags or English (localeTagOf); anything else is a
 * 400. Never echoed: only the mapped tag reaches a mail or a link.
 */
export const localeInput = z.string().max(100).optional()
/** SPEC §7 connect-email: the login request, with the locale its mails are written in. */
export const emailLoginBody = loginBody.extend({ locale: localeInput })
const base64url = (length: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`))

/** A device's public key as WebCrypto exports it (ECDSA P-256 JWK, coordinates only). */
export const devicePublicKeyInput = z.strictObject({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: base64url(43),
  y: base64url(43),
})
export const otpBody = loginBody.extend({
  otp: otpInput,
  devicePublicKey: devicePublicKeyInput.optional(),
})
/** Issue 32 known devices: the device key's id, the challenge and its ECDSA P-256 signature. */
export const knownDeviceChallengeBody = loginBody.extend({ keyId: base64url(22) })
export const knownDeviceLoginBody = knownDeviceChallengeBody.extend({
  challenge: base64url(43),
  signature: base64url(86),
})
export const deviceStatusBody = z.strictObject({ email: emailInput, deviceId: deviceIdInput })
export const deviceApproveQuery = z.object({
  email: emailInput,
  device: deviceIdInput,
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/),
  // The device mail's locale (a tag of ours, or anything: mapped by localeTagOf).
  lang: z.string().max(100).optional(),
})

export const keysBody = z.strictObject({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  authShare: base64.max(200),
  recoveryBlob: z.strictObject({
    kdf: z.literal('PBKDF2-SHA256'),
    iterations: z.number().int().min(100_000).max(10_000_000),
    salt: base64.max(64),
    iv: base64.max(64),
    ciphertext: base64.max(400),
  }),
})

export const frameQuery = z.object({
  projectId: projectIdInput,
  chainId: z.string().regex(/^([a-z0-9-]{3,8}:)?[-_a-zA-Z0-9]{1,32}$/, 'not a chain id'),
  // SPEC §9 frame SDK version.
  version: z.literal('4'),
  enableLogger: z.enum(['true', 'false']).optional(),
})

/** SPEC §5: the e-mail update's new address, then with the code of its current step. */
export const emailUpdateBody = z.strictObject({ email: emailInput, locale: localeInput })
export const emailUpdateOtpBody = emailUpdateBody.extend({ otp: otpInput })

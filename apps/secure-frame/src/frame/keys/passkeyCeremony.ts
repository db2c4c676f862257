import { fromBase64Url, toBase64Url } from './base64url'
import { PRF_OUTPUT_BYTES, PRF_SALT_BYTES } from './passkeyWrap'

/** The part of `navigator.credentials` the ceremonies use (a fake in unit tests). */
export interface PasskeyCredentials {
  create(options: CredentialCreationOptions): Promise<Credential | null>
  get(options: CredentialRequestOptions): Promise<Credential | null>
}

/** The browser or the authenticator has no WebAuthn PRF: the passkey cannot make a key. */
export class PasskeyUnsupportedError extends Error {
  override name = 'PasskeyUnsupportedError'
  constructor(cause?: unknown) {
    super(
      'This browser or passkey cannot protect the wallet (no WebAuthn PRF support): this device keeps its browser key instead.',
      { cause },
    )
  }
}

/** The ceremony ended without a usable answer: cancelled, timed out, no such passkey here. */
export class PasskeyFailedError extends Error {
  override name = 'PasskeyFailedError'
}

/** The credential that answered and its PRF output (used at once, never stored). */
export interface PasskeyAnswer {
  credentialId: string
  prfOutput: Uint8Array
}

/** A new passkey of this frame's origin and its first PRF output (used at once, never stored). */
export interface CreatedPasskey {
  credentialId: string
  prfSalt: Uint8Array
  prfOutput: Uint8Array
}

export interface PasskeyCeremony {
  /** Whether this page can run WebAuthn at all (the PRF question is answered by create). */
  available(): boolean
  create(userName: string): Promise<CreatedPasskey>
  /** The PRF output of the stored credential for its salt; refuses any other credential. */
  evaluate(credential: { credentialId: string; prfSalt: Uint8Array }): Promise<PasskeyAnswer>
}

const TIMEOUT_MS = 120_000
/** Authenticator data flags (WebAuthn §6.1): user present, user verified. */
const FLAG_UP = 0x01
const FLAG_UV = 0x04

interface PrfResults {
  prf?: { enabled?: boolean; results?: { first?: BufferSource } }
}

interface Assertion {
  rawId: ArrayBuffer
  response: { authenticatorData?: ArrayBuffer; getAuthenticatorData?: () => ArrayBuffer }
  getClientExtensionResults(): PrfResults
}

/**
 * WebAuthn in the frame's own origin (rpId = its host): a passkey with the PRF extension whose
 * output becomes the device share's wrapping key (passkeyWrap). User verification is required
 * and checked in the authenticator data. No server checks these assertions: the challenge is
 * random and the security is the PRF output, which only the authenticator can compute.
 */
export function passkeyCeremony(
  credentials: PasskeyCredentials | undefined,
  rpId: string,
): PasskeyCeremony {
  async function run(act: () => Promise<Credential | null>): Promise<Assertion> {
    if (!credentials) throw new PasskeyUnsupportedError()
    let answer: Credential | null
    try {
      answer = await act()
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name
      if (name === 'NotSupportedError') throw new PasskeyUnsupportedError(error)
      throw new PasskeyFailedError(
        name === 'NotAllowedError'
          ? 'The passkey was not used: it was cancelled, timed out, or is not on this device.'
          : 'The passkey could not be used.',
        { cause: error },
      )
    }
    const credential = answer as unknown as Partial<Assertion> | null
    if (
      !credential ||
      !(credential.rawId instanceof ArrayBuffer) ||
      typeof credential.getClientExtensionResults !== 'function'
    )
      throw new PasskeyFailedError('The browser gave no passkey.')
    return credential as Assertion
  }

  function requireVerified(data: ArrayBuffer | undefined) {
    const flags = data && data.byteLength > 32 ? new Uint8Array(data)[32]! : 0
    if ((flags & (FLAG_UP | FLAG_UV)) !== (FLAG_UP | FLAG_UV))
      throw new PasskeyFailedError(
        'The passkey did not verify you (user verification is required).',
      )
  }

  function prfOutput(results: PrfResults): Uint8Array | undefined {
    const first = results.prf?.results?.first
    if (!first) return undefined
    const bytes = ArrayBuffer.isView(first)
      ? new Uint8Array(first.buffer, first.byteOffset, first.byteLength)
      : new Uint8Array(first)
    if (bytes.length !== PRF_OUTPUT_BYTES) throw new PasskeyUnsupportedError()
    return Uint8Array.from(bytes)
  }

  async function evaluate(credential: {
    credentialId: string
    prfSalt: Uint8Array
  }): Promise<PasskeyAnswer> {
    const assertion = await run(() =>
      (credentials as PasskeyCredentials).get({
        publicKey: {
          rpId,
          challenge: crypto.getRandomValues(new Uint8Array(32)),
          allowCredentials: [
            { type: 'public-key', id: fromBase64Url(credential.credentialId) as BufferSource },
          ],
          userVerification: 'required',
          timeout: TIMEOUT_MS,
          extensions: { prf: { eval: { first: credential.prfSalt as BufferSource } } },
        } as PublicKeyCredentialRequestOptions,
      }),
    )
    const credentialId = toBase64Url(new Uint8Array(assertion.rawId))
    if (credentialId !== credential.credentialId)
      throw new PasskeyFailedError('A different passkey answered.')
    requireVerified(assertion.response.authenticatorData)
    const output = prfOutput(assertion.getClientExtensionResults())
    if (!output) throw new PasskeyUnsupportedError()
    return { credentialId, prfOutput: output }
  }

  return {
    available: () => credentials !== undefined,

    async create(userName: string): Promise<CreatedPasskey> {
      const prfSalt = crypto.getRandomValues(new Uint8Array(PRF_SALT_BYTES))
      const created = await run(() =>
        (credentials as PasskeyCredentials).create({
          publicKey: {
            rp: { id: rpId, name: 'Latchkey wallet' },
            // A random handle: the authenticator learns no account id.
            user: {
              id: crypto.getRandomValues(new Uint8Array(16)),
              name: userName,
              displayName: userName,
            },
            challenge: crypto.getRandomValues(new Uint8Array(32)),
            pubKeyCredParams: [
              { type: 'public-key', alg: -8 },
              { type: 'public-key', alg: -7 },
              { type: 'public-key', alg: -257 },
            ],
            authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
            attestation: 'none',
            timeout: TIMEOUT_MS,
            extensions: { prf: { eval: { first: prfSalt } } },
          } as PublicKeyCredentialCreationOptions,
        }),
      )
      requireVerified(created.response.getAuthenticatorData?.())
      const results = created.getClientExtensionResults()
      const credentialId = toBase64Url(new Uint8Array(created.rawId))
      if (results.prf?.enabled !== true) {
        forget(credentialId)
        throw new PasskeyUnsupportedError()
      }
      // Some authenticators answer PRF only on an assertion: ask once more, for this credential.
      const output = prfOutput(results) ?? (await evaluate({ credentialId, prfSalt })).prfOutput
      return { credentialId, prfSalt, prfOutput: output }
    },

    evaluate,
  }

  /** A passkey we cannot use: tell the authenticator's manager, where the browser can. */
  function forget(credentialId: string) {
    const signals = (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential as
      | { signalUnknownCredential?(o: { rpId: string; credentialId: string }): Promise<void> }
      | undefined
    try {
      void signals?.signalUnknownCredential?.({ rpId, credentialId })?.catch(() => {})
    } catch {}
  }
}

/** The frame page's ceremony: its own host as rpId, WebAuthn only in a secure context. */
export function browserPasskeyCeremony(): PasskeyCeremony {
  const supported = typeof PublicKeyCredential === 'function' && globalThis.isSecureContext === true
  return passkeyCeremony(supported ? navigator.credentials : undefined, location.hostname)
}

import { describe, expect, it } from 'vitest'
import { fromBase64Url, toBase64Url } from './base64url'
import {
  type PasskeyCredentials,
  PasskeyFailedError,
  PasskeyUnsupportedError,
  passkeyCeremony,
} from './passkeyCeremony'

const RP = 'wallet.example'
const random = (n: number) => crypto.getRandomValues(new Uint8Array(n))

/** Authenticator data (WebAuthn §6.1): rpIdHash, then the flags byte, then the counter. */
function authenticatorData(flags: number): ArrayBuffer {
  const data = new Uint8Array(37)
  data[32] = flags
  return data.buffer
}
const UP_UV = 0x05

interface Answer {
  rawId?: Uint8Array
  flags?: number
  prf?: { enabled?: boolean; results?: { first?: Uint8Array } }
  error?: DOMException
}

/** An authenticator that answers as told and records what it was asked. */
function fakeCredentials(answers: { create?: Answer; get?: Answer }) {
  const asked: { create?: CredentialCreationOptions; get?: CredentialRequestOptions } = {}
  const credential = (answer: Answer, onCreate: boolean) => {
    if (answer.error) throw answer.error
    const data = authenticatorData(answer.flags ?? UP_UV)
    return {
      rawId: (answer.rawId ?? random(16)).slice().buffer,
      response: onCreate ? { getAuthenticatorData: () => data } : { authenticatorData: data },
      getClientExtensionResults: () => (answer.prf ? { prf: answer.prf } : {}),
    } as unknown as Credential
  }
  const credentials: PasskeyCredentials = {
    create: async (options) => {
      asked.create = options
      return credential(answers.create ?? {}, true)
    },
    get: async (options) => {
      asked.get = options
      return credential(answers.get ?? {}, false)
    },
  }
  return { credentials, asked }
}

describe('creating the passkey (WebAuthn, PRF extension)', () => {
  it('asks for user verification and a PRF of a fresh 32-byte salt for the frame host', async () => {
    const id = random(16)
    const prf = random(32)
    const { credentials, asked } = fakeCredentials({
      create: { rawId: id, prf: { enabled: true, results: { first: prf } } },
    })
    const created = await passkeyCeremony(credentials, RP).create('ada@example.com')
    const options = asked.create?.publicKey as PublicKeyCredentialCreationOptions
    expect(options.rp.id).toBe(RP)
    expect(options.authenticatorSelection?.userVerification).toBe('required')
    expect(options.user.name).toBe('ada@example.com')
    const salt = (options.extensions as { prf: { eval: { first: Uint8Array } } }).prf.eval.first
    expect(salt).toHaveLength(32)
    expect(created).toEqual({ credentialId: toBase64Url(id), prfSalt: salt, prfOutput: prf })
    // A second passkey gets a salt of its own.
    const again = fakeCredentials({ create: { prf: { enabled: true, results: { first: prf } } } })
    expect((await passkeyCeremony(again.credentials, RP).create('x')).prfSalt).not.toEqual(salt)
  })

  it('asks the new credential once more where the authenticator answers PRF only on get', async () => {
    const id = random(16)
    const prf = random(32)
    const { credentials, asked } = fakeCredentials({
      create: { rawId: id, prf: { enabled: true } },
      get: { rawId: id, prf: { results: { first: prf } } },
    })
    const created = await passkeyCeremony(credentials, RP).create('ada@example.com')
    expect(created.prfOutput).toEqual(prf)
    const get = asked.get?.publicKey as PublicKeyCredentialRequestOptions
    expect(new Uint8Array(get.allowCredentials?.[0]?.id as Uint8Array)).toEqual(id)
    expect((get.extensions as { prf: { eval: { first: Uint8Array } } }).prf.eval.first).toEqual(
      created.prfSalt,
    )
  })

  it('says so where the browser or authenticator has no PRF', async () => {
    const { credentials } = fakeCredentials({ create: { prf: { enabled: false } } })
    await expect(passkeyCeremony(credentials, RP).create('a')).rejects.toBeInstanceOf(
      PasskeyUnsupportedError,
    )
    const none = fakeCredentials({ create: {} })
    await expect(passkeyCeremony(none.credentials, RP).create('a')).rejects.toThrow(
      'no WebAuthn PRF support',
    )
    const noWebAuthn = passkeyCeremony(undefined, RP)
    expect(noWebAuthn.available()).toBe(false)
    await expect(noWebAuthn.create('a')).rejects.toBeInstanceOf(PasskeyUnsupportedError)
  })

  it('refuses a credential made without user verification', async () => {
    const { credentials } = fakeCredentials({
      create: { flags: 0x01, prf: { enabled: true, results: { first: random(32) } } },
    })
    await expect(passkeyCeremony(credentials, RP).create('a')).rejects.toThrow(
      'user verification is required',
    )
  })
})

describe('using the passkey', () => {
  const stored = { credentialId: toBase64Url(random(16)), prfSalt: random(32) }
  const id = () => fromBase64Url(stored.credentialId)

  it('asks only the stored credential, with its salt and user verification', async () => {
    const prf = random(32)
    const { credentials, asked } = fakeCredentials({
      get: { rawId: id(), prf: { results: { first: prf } } },
    })
    const answer = await passkeyCeremony(credentials, RP).evaluate(stored)
    expect(answer).toEqual({ credentialId: stored.credentialId, prfOutput: prf })
    const options = asked.get?.publicKey as PublicKeyCredentialRequestOptions
    expect(options.rpId).toBe(RP)
    expect(options.userVerification).toBe('required')
    expect(options.allowCredentials).toHaveLength(1)
    expect(new Uint8Array(options.allowCredentials?.[0]?.id as Uint8Array)).toEqual(id())
    expect((options.extensions as { prf: { eval: { first: Uint8Array } } }).prf.eval.first).toEqual(
      stored.prfSalt,
    )
  })

  it('refuses another credential, a missing verification or PRF, and a cancelled ceremony', async () => {
    const prf = { results: { first: random(32) } }
    const cases: [Answer, string][] = [
      [{ rawId: random(16), prf }, 'A different passkey answered.'],
      [{ rawId: id(), flags: 0x01, prf }, 'user verification is required'],
      [{ rawId: id() }, 'no WebAuthn PRF support'],
      [{ rawId: id(), prf: { results: { first: random(16) } } }, 'no WebAuthn PRF support'],
      [
        {
          error: new DOMException(
            'The operation either timed out or was not allowed.',
            'NotAllowedError',
          ),
        },
        'The passkey was not used: it was cancelled, timed out, or is not on this device.',
      ],
    ]
    for (const [answer, text] of cases) {
      const { credentials } = fakeCredentials({ get: answer })
      await expect(passkeyCeremony(credentials, RP).evaluate(stored)).rejects.toThrow(text)
    }
    const cancelled = fakeCredentials({ get: { error: new DOMException('x', 'NotAllowedError') } })
    await expect(
      passkeyCeremony(cancelled.credentials, RP).evaluate(stored),
    ).rejects.toBeInstanceOf(PasskeyFailedError)
  })
})

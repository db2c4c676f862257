// Issue 31: the BUILT @latchkey/siwx against EIP-4361's published vectors (the siwe project's
// test/*.json, see vectors/eip4361/SOURCE.md), round trips both ways with the reference `siwe`
// library, and agreement with viem's parseSiweMessage/validateSiweMessage.
import { readFileSync } from 'node:fs'
import type { SiwxMessageData, SiwxSession } from '@latchkey/core'
import { buildMessage, parseMessage, SiwxMessageError } from '@latchkey/siwx'
import {
  createSessionVerifier,
  evmVerifier,
  type NonceStore,
  SiwxDomainMismatchError,
  SiwxExpiredError,
  SiwxMalformedMessageError,
  SiwxNonceError,
  SiwxNotYetValidError,
  SiwxSignatureError,
} from '@latchkey/siwx/server'
import fc from 'fast-check'
import { SiweMessage } from 'siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'

const read = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`vectors/eip4361/${name}.json`, import.meta.url), 'utf8'))

/** The siwe vectors' field objects (chainId a number, address for accountAddress). */
interface SiweFields {
  scheme?: string | null
  domain?: string
  address?: string
  statement?: string
  uri?: string
  version?: string
  chainId?: number | string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}
type VerificationVector = SiweFields & {
  signature: string
  time?: string
  domainBinding?: string
  matchNonce?: string
}

const parsingPositive =
  read<Record<string, { message: string; fields: SiweFields }>>('parsing_positive')
const parsingNegative = read<Record<string, string>>('parsing_negative')
const objectsNegative = read<Record<string, SiweFields>>('parsing_negative_objects')
const verificationPositive = read<Record<string, VerificationVector>>('verification_positive')
const verificationNegative = read<Record<string, VerificationVector>>('verification_negative')
const eip1271 = read<Record<string, { message: string; signature: string }>>('eip1271')

/** The siwe field names as SiwxMessageData (absent fields left out, as parseMessage does). */
function toData(f: SiweFields): SiwxMessageData {
  const data: Record<string, unknown> = {
    accountAddress: f.address,
    chainId: f.chainId === undefined ? undefined : `eip155:${f.chainId}`,
  }
  for (const key of [
    'scheme',
    'domain',
    'statement',
    'uri',
    'version',
    'nonce',
    'issuedAt',
    'expirationTime',
    'notBefore',
    'requestId',
    'resources',
  ] as const)
    if (f[key] !== undefined && f[key] !== null) data[key] = f[key]
  return data as unknown as SiwxMessageData
}

// Vectors Latchkey does not pass, with the reason; every other vector must pass.
const KNOWN: Record<string, string> = {
  'verification_positive/expired message':
    "Latchkey refuses a message issued after the verifier's time (Issued At 2022-01-05 against the vector's time 2020-01-05: SiwxIssuedInFutureError, beyond the 60 s clock skew); siwe does not compare Issued At with the time. A rule of createSessionVerifier, not of SPEC.md.",
  'eip1271/argent':
    'Not supported here: an ERC-1271 contract wallet on Ethereum mainnet needs a mainnet node, and tests reach no other host. The text is parsed; ERC-1271 itself is tested against a local chain in packages/siwx/test/evmVerifier.test.ts.',
  'eip1271/loopring': 'Not supported here: as eip1271/argent.',
}

/** A nonce store that knows one nonce, as a server that issued it would. */
const oneNonce = (nonce: string): NonceStore => ({
  issue: async () => nonce,
  consume: async (n) => n === nonce,
})

function verifierFor(v: VerificationVector) {
  return createSessionVerifier({
    domain: v.domainBinding ?? (v.domain as string),
    origin: v.uri as string,
    chains: [`eip155:${v.chainId}`],
    verifiers: [evmVerifier()],
    nonces: oneNonce(v.matchNonce ?? (v.nonce as string)),
    now: () => (v.time ? Date.parse(v.time) : Date.now()),
  })
}

/** The vector's fields as a session: the text Latchkey writes for them, and their signature. */
function sessionOf(v: VerificationVector): SiwxSession {
  const data = toData(v)
  return { data, message: buildMessage(data), signature: v.signature }
}

describe('EIP-4361 parsing vectors (siwe test/parsing_*.json)', () => {
  it.each(Object.entries(parsingPositive))(
    'parses "%s" to its fields, and writes it back',
    (_, v) => {
      const data = parseMessage(v.message)
      expect(data).toEqual(toData(v.fields))
      expect(buildMessage(data)).toBe(v.message)
    },
  )

  it.each(Object.entries(parsingNegative))('refuses "%s"', (_, message) => {
    expect(() => parseMessage(message)).toThrow(SiwxMessageError)
  })

  it.each(Object.entries(objectsNegative))('refuses to build "%s"', (_, fields) => {
    expect(() => buildMessage(toData(fields))).toThrow(SiwxMessageError)
  })

  it("parses the ERC-1271 vectors' texts", () => {
    for (const v of Object.values(eip1271)) expect(parseMessage(v.message).chainId).toBe('eip155:1')
  })
})

describe('EIP-4361 verification vectors (siwe test/verification_*.json)', () => {
  const positive = Object.entries(verificationPositive).filter(
    ([name]) => !KNOWN[`verification_positive/${name}`],
  )
  it.each(positive)(
    '"%s": Latchkey writes the signed text, and the signature verifies',
    async (_, v) => {
      const session = sessionOf(v)
      await expect(verifierFor(v)(session)).resolves.toMatchObject({ data: toData(v) })
    },
  )

  it("the known difference: an Issued At after the verifier's time is refused", async () => {
    const v = verificationPositive['expired message'] as VerificationVector
    // The text and signature are right: with the time at Issued At the session verifies.
    const at = createSessionVerifier({
      domain: v.domain as string,
      origin: v.uri as string,
      chains: ['eip155:1'],
      verifiers: [evmVerifier()],
      nonces: oneNonce(v.nonce as string),
      now: () => Date.parse('2020-12-01T00:00:00Z'),
    })
    await expect(at({ ...sessionOf(v), data: toData(v) })).rejects.toThrow(/issued/i)
    await expect(
      createSessionVerifier({
        domain: v.domain as string,
        origin: v.uri as string,
        chains: ['eip155:1'],
        verifiers: [evmVerifier()],
        nonces: oneNonce(v.nonce as string),
        now: () => Date.parse('2021-01-04T23:00:00Z'),
        clockSkewMs: 2 * 366 * 24 * 3600_000,
      })(sessionOf(v)),
    ).resolves.toBeTruthy()
  })

  const refusals: Record<string, new (...args: never[]) => Error> = {
    'expired message': SiwxExpiredError,
    'domain binding': SiwxDomainMismatchError,
    'custom time': SiwxExpiredError,
    'custom nonce': SiwxNonceError,
    'malformed signature': SiwxSignatureError,
    'wrong signature': SiwxSignatureError,
    'not yet valid': SiwxNotYetValidError,
  }
  it.each(Object.entries(verificationNegative))('refuses "%s"', async (name, v) => {
    const refusal = refusals[name]
    if (refusal) {
      await expect(verifierFor(v)(sessionOf(v))).rejects.toBeInstanceOf(refusal)
      return
    }
    // The dates that do not exist (2022-02-31 …): no message is written with them, and the
    // text the signer signed, with them, is refused as malformed.
    expect(() => buildMessage(toData(v))).toThrow(SiwxMessageError)
    const STAND_IN = '2000-01-01T00:00:00.000Z'
    // The one date of the vector that is not its own day once read (2022-02-31 reads as 3 March).
    const bad = (['issuedAt', 'notBefore', 'expirationTime'] as const).find(
      (key) =>
        v[key] !== undefined &&
        new Date(v[key] as string).toISOString().slice(0, 10) !== (v[key] as string).slice(0, 10),
    )
    expect(bad, name).toBeDefined()
    const text = buildMessage({ ...toData(v), [bad as string]: STAND_IN }).replace(
      STAND_IN,
      v[bad as 'issuedAt'] as string,
    )
    await expect(
      verifierFor(v)({ data: toData(v), message: text, signature: v.signature }),
    ).rejects.toBeInstanceOf(SiwxMalformedMessageError)
  })

  it('lists every vector it does not pass with its reason', () => {
    for (const [key, reason] of Object.entries(KNOWN)) {
      const [file, name] = key.split('/') as [string, string]
      const vectors = { verification_positive: verificationPositive, eip1271 }[file] ?? {}
      expect(vectors, key).toHaveProperty([name])
      expect(reason.length).toBeGreaterThan(20)
    }
  })
})

// A fixed key (anvil's first account) so failures reproduce.
const signer = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const FUTURE = '2100-01-01T00:00:00.000Z'
const pchars = fc.string({
  unit: fc.constantFrom(..."aZ09-._~!$&'()*+,;=:@"),
  minLength: 1,
  maxLength: 12,
})
const statementText = fc.string({
  unit: fc.constantFrom(..."ABCxyz019 -._~:/?#[]@!$&'()*+,;="),
  minLength: 1,
  maxLength: 40,
})
const dataArb: fc.Arbitrary<SiwxMessageData> = fc
  .record(
    {
      scheme: fc.constantFrom('https', 'http'),
      domain: fc.domain(),
      uri: fc.webUrl({ withQueryParameters: true, withFragments: true }),
      nonce: fc.stringMatching(/^[A-Za-z0-9]{8,20}$/),
      statement: statementText,
      chain: fc.integer({ min: 1, max: 2 ** 31 }),
      issuedAt: fc
        .date({ min: new Date('2000-01-01'), max: new Date('2020-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      notBefore: fc.constant('2000-01-01T00:00:00Z'),
      requestId: pchars,
      resources: fc.array(fc.webUrl(), { minLength: 1, maxLength: 3 }),
    },
    { requiredKeys: ['domain', 'uri', 'nonce', 'chain', 'issuedAt'] },
  )
  .map(({ chain, ...rest }) => ({
    ...rest,
    accountAddress: signer.address,
    version: '1',
    chainId: `eip155:${chain}` as const,
    expirationTime: FUTURE,
  }))

/** SiwxMessageData as siwe's constructor fields. */
const toSiwe = ({ accountAddress, chainId, ...rest }: SiwxMessageData) => ({
  ...rest,
  address: accountAddress,
  chainId: Number(chainId.split(':')[1]),
})

describe('round trips with the reference siwe library (npm siwe 3)', () => {
  it('Latchkey writes → siwe parses the same fields and verifies the signature', async () => {
    await fc.assert(
      fc.asyncProperty(dataArb, async (data) => {
        const message = buildMessage(data)
        const siwe = new SiweMessage(message)
        expect(siwe.prepareMessage()).toBe(message)
        expect(toData({ ...siwe, chainId: siwe.chainId })).toEqual(data)
        const signature = await signer.signMessage({ message })
        const result = await siwe.verify({ signature }, { suppressExceptions: true })
        expect(result.success, String(result.error?.type)).toBe(true)
      }),
      { numRuns: 40 },
    )
  })

  it('siwe writes → Latchkey parses the same fields, and the session verifier verifies', async () => {
    await fc.assert(
      fc.asyncProperty(dataArb, fc.webPath(), async (generated, path) => {
        // A URI on the domain's own origin, as a server binds it.
        const origin = `${generated.scheme ?? 'https'}://${generated.domain}`
        const data = { ...generated, uri: `${origin}${path}` }
        const message = new SiweMessage(toSiwe(data)).prepareMessage()
        expect(parseMessage(message)).toEqual(data)
        const verify = createSessionVerifier({
          domain: data.domain,
          origin,
          chains: [data.chainId],
          verifiers: [evmVerifier()],
          nonces: oneNonce(data.nonce),
        })
        const signature = await signer.signMessage({ message })
        await expect(verify({ data, message, signature })).resolves.toMatchObject({ data })
      }),
      { numRuns: 40 },
    )
  })

  it('siwe writes a message with no statement with two empty lines, and Latchkey reads it', async () => {
    const data: SiwxMessageData = {
      domain: 'app.test',
      accountAddress: signer.address,
      uri: 'https://app.test/login',
      version: '1',
      chainId: 'eip155:1',
      nonce: 'abcdefgh12',
      issuedAt: '2026-11-25T12:00:00.000Z',
    }
    const message = new SiweMessage(toSiwe(data)).prepareMessage()
    expect(message).toBe(buildMessage(data))
    expect(message.split('\n').slice(1, 5)).toEqual([
      signer.address,
      '',
      '',
      'URI: https://app.test/login',
    ])
    const verify = createSessionVerifier({
      domain: 'app.test',
      chains: ['eip155:1'],
      verifiers: [evmVerifier()],
      nonces: oneNonce(data.nonce),
      now: () => Date.parse('2026-11-25T12:00:30.000Z'),
    })
    await expect(
      verify({ data, message, signature: await signer.signMessage({ message }) }),
    ).resolves.toMatchObject({ data })
  })
})

describe("agreement with viem's parseSiweMessage and validateSiweMessage", () => {
  const viemData = (message: string) => {
    const m = parseSiweMessage(message)
    return toData({
      ...m,
      chainId: m.chainId,
      issuedAt: m.issuedAt?.toISOString(),
      expirationTime: m.expirationTime?.toISOString(),
      notBefore: m.notBefore?.toISOString(),
    } as SiweFields)
  }

  it("viem reads Latchkey's messages to the same fields and finds them valid", () => {
    fc.assert(
      fc.property(dataArb, (data) => {
        const message = buildMessage(data)
        const m = parseSiweMessage(message)
        expect(m.address).toBe(data.accountAddress)
        expect(m.domain).toBe(data.domain)
        expect(m.scheme).toBe(data.scheme)
        expect(`eip155:${m.chainId}`).toBe(data.chainId)
        expect(m.nonce).toBe(data.nonce)
        expect(m.uri).toBe(data.uri)
        expect(m.statement).toBe(data.statement)
        expect(m.requestId).toBe(data.requestId)
        expect(m.resources).toEqual(data.resources?.length ? data.resources : undefined)
        expect(m.issuedAt?.getTime()).toBe(Date.parse(data.issuedAt as string))
        expect(
          validateSiweMessage({
            message: m,
            address: signer.address,
            domain: data.domain,
            nonce: data.nonce,
            ...(data.scheme ? { scheme: data.scheme } : {}),
          }),
        ).toBe(true)
      }),
      { numRuns: 100 },
    )
  })

  // viem's parser reads the domain with a pattern narrower than RFC 3986's authority: EIP-4361
  // text it does not read at all. Latchkey follows the ABNF (and siwe) here.
  const VIEM_UNREAD: Record<string, string> = {
    'domain is RFC 3986 authority with userinfo': 'viem reads no userinfo@ in the domain',
    'domain is RFC 3986 authority with userinfo and port': 'viem reads no userinfo@ in the domain',
    'domain ipv6': 'viem reads no IP literal ([::cafe]) as the domain',
  }
  it.each(Object.entries(parsingPositive))(
    '"%s": viem and Latchkey read the same fields',
    (name, v) => {
      const ours = parseMessage(v.message)
      if (VIEM_UNREAD[name]) {
        expect(parseSiweMessage(v.message).address, VIEM_UNREAD[name]).toBeUndefined()
        return
      }
      const theirs = viemData(v.message)
      for (const key of [
        'accountAddress',
        'domain',
        'nonce',
        'uri',
        'chainId',
        'statement',
      ] as const)
        expect(ours[key], key).toBe(theirs[key])
      expect(ours.scheme).toBe(parseSiweMessage(v.message).scheme)
    },
  )

  it('what viem finds invalid, Latchkey refuses too (Latchkey is the stricter)', () => {
    const texts = [
      ...Object.values(parsingNegative),
      ...Object.entries(parsingPositive)
        .filter(([name]) => !VIEM_UNREAD[name])
        .map(([, v]) => v.message),
    ]
    for (const message of texts) {
      let viemValid = false
      try {
        const m = parseSiweMessage(message)
        // A time inside every vector's validity window: only the text is judged.
        viemValid = validateSiweMessage({ message: m, time: new Date('2022-06-01T00:00:00Z') })
      } catch {}
      let ours = true
      try {
        parseMessage(message)
      } catch {
        ours = false
      }
      if (!viemValid) expect(ours, message).toBe(false)
    }
  })
})

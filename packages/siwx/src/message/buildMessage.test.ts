import type { CaipNetworkId, SiwxMessageData } from '@latchkey/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildMessage } from './buildMessage'
import { toMessageAddress } from './messageAddress'
import { parseMessage } from './parseMessage'
import { SiwxMessageError } from './SiwxMessageError'

// EIP-4361 statement: RFC 3986 reserved and unreserved characters and spaces.
const STATEMENT_CHARS = [..."ABCXYZabcxyz0189-._~:/?#[]@!$&'()*+,;= "] as const
const line = fc.string({ unit: fc.constantFrom(...STATEMENT_CHARS), minLength: 1, maxLength: 40 })
const pchars = fc.string({ unit: fc.constantFrom(..."aZ09-._~!$&'()*+,;=:@"), maxLength: 20 })
const token = fc.stringMatching(/^[A-Za-z0-9]{8,24}$/)
const offset = fc.constantFrom('Z', 'z', '+00:00', '-02:00', '+05:30', '+23:59')
const dateTime = fc
  .tuple(
    fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
    offset,
  )
  .map(([d, zone]) => d.toISOString().replace('Z', zone))
const chains = fc.constantFrom<[CaipNetworkId, string]>(
  ['eip155:1', '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'],
  ['eip155:31337', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
  ['bip122:000000000019d6689c085ae165831e93', 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'],
  ['polkadot:91b171bb158e2d3848fa23a9f1c25182', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
)
const messageData: fc.Arbitrary<SiwxMessageData> = fc
  .record(
    {
      chain: chains,
      scheme: fc.constantFrom('https', 'http', 'chrome-extension'),
      domain: fc.domain(),
      uri: fc.webUrl({ withQueryParameters: true, withFragments: true }),
      version: fc.constant('1'),
      nonce: token,
      statement: fc.oneof(line, fc.constant('')),
      issuedAt: dateTime,
      expirationTime: dateTime,
      notBefore: dateTime,
      requestId: pchars,
      resources: fc.array(fc.webUrl(), { maxLength: 3 }),
    },
    { requiredKeys: ['chain', 'domain', 'uri', 'version', 'nonce'] },
  )
  .map(({ chain: [chainId, accountAddress], issuedAt, ...rest }) => ({
    chainId,
    accountAddress,
    ...rest,
    // EIP-4361 requires Issued At; the other chains' messages may leave it out.
    ...(issuedAt !== undefined || chainId.startsWith('eip155:')
      ? { issuedAt: issuedAt ?? '2021-09-30T16:25:24Z' }
      : {}),
  }))

const EVM_BASE: SiwxMessageData = {
  domain: 'a.test',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  uri: 'https://a.test',
  version: '1',
  chainId: 'eip155:1',
  nonce: 'abcdefgh',
  issuedAt: '2021-09-30T16:25:24Z',
}
const withField = (label: string, value: string) =>
  buildMessage(EVM_BASE).replace(
    /^Issued At: .*$/m,
    `Issued At: 2021-09-30T16:25:24Z\n${label}: ${value}`,
  )

describe('CAIP-122 messages', () => {
  it('parse(build(data)) gives the data back, for every chain and every optional field', () => {
    fc.assert(
      fc.property(messageData, (data) => {
        expect(parseMessage(buildMessage(data))).toEqual(data)
      }),
      { numRuns: 500 },
    )
  })

  it('build(parse(text)) gives the text back', () => {
    fc.assert(
      fc.property(messageData, (data) => {
        const text = buildMessage(data)
        expect(buildMessage(parseMessage(text))).toBe(text)
      }),
    )
  })

  it('writes EIP-4361 text for eip155, with the chain reference as Chain ID', () => {
    const text = buildMessage({
      domain: 'example.com',
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      statement: 'I accept the Terms of Service',
      uri: 'https://example.com/login',
      version: '1',
      chainId: 'eip155:1',
      nonce: '32891756',
      issuedAt: '2021-09-30T16:25:24Z',
      resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/'],
    })
    expect(text).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'I accept the Terms of Service',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24Z',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      ].join('\n'),
    )
  })

  it('leaves two empty lines after the address when there is no statement (EIP-4361)', () => {
    expect(buildMessage(EVM_BASE)).toBe(
      [
        'a.test wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        '',
        'URI: https://a.test',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: abcdefgh',
        'Issued At: 2021-09-30T16:25:24Z',
      ].join('\n'),
    )
  })

  it('reads standard SIWE text with no statement (the siwe library writes it so)', () => {
    const text = [
      'service.org wants you to sign in with your Ethereum account:',
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      '',
      '',
      'URI: https://service.org/login',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: 32891757',
      'Issued At: 2021-09-30T16:25:24.000Z',
    ].join('\n')
    expect(parseMessage(text)).toEqual({
      domain: 'service.org',
      accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      uri: 'https://service.org/login',
      version: '1',
      chainId: 'eip155:1',
      nonce: '32891757',
      issuedAt: '2021-09-30T16:25:24.000Z',
    })
    // The one empty line Latchkey used to write is not EIP-4361.
    expect(() => parseMessage(text.replace('\n\n\n', '\n\n'))).toThrow(SiwxMessageError)
  })

  it('writes and reads an empty statement as three empty lines', () => {
    const text = buildMessage({ ...EVM_BASE, statement: '' })
    expect(text).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n\n\nURI: ')
    expect(parseMessage(text).statement).toBe('')
  })

  it('keeps an optional scheme before the domain, apart from it', () => {
    const text = buildMessage({ ...EVM_BASE, scheme: 'https', domain: 'example.com' })
    expect(text.split('\n')[0]).toBe(
      'https://example.com wants you to sign in with your Ethereum account:',
    )
    expect(parseMessage(text)).toMatchObject({ scheme: 'https', domain: 'example.com' })
    expect(parseMessage(buildMessage(EVM_BASE))).not.toHaveProperty('scheme')
    expect(() => buildMessage({ ...EVM_BASE, scheme: '1http' })).toThrow(/scheme/)
  })

  it('names Solana, Bitcoin and Polkadot accounts in their headers, with the same layout', () => {
    const base = { domain: 'a.test', uri: 'https://a.test', version: '1', nonce: 'abcdefgh' }
    expect(
      buildMessage({
        ...base,
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      }),
    ).toMatch(
      /^a.test wants you to sign in with your Solana account:\n7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv\n\n\nURI/,
    )
    expect(
      buildMessage({
        ...base,
        chainId: 'bip122:000000000933ea01ad0ee984209779ba',
        accountAddress: 'tb1q',
      }),
    ).toContain('your Bitcoin account:\ntb1q\n\n\nURI')
    expect(
      buildMessage({
        ...base,
        chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
        accountAddress: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      }),
    ).toContain('your Polkadot account:')
  })

  it('refuses texts that are not sign-in messages, naming the line', () => {
    const good = buildMessage(EVM_BASE)
    expect(() => parseMessage(good.replace('Ethereum', 'Dogecoin'))).toThrow(/unknown chain/)
    expect(() => parseMessage(good.replace('Nonce', 'Nonsense'))).toThrow(/line 8/)
    expect(() => parseMessage(`${good}\nextra`)).toThrow(SiwxMessageError)
    expect(() => parseMessage(good.replace('Version: 1', 'Version: 3'))).toThrow(/version/)
    expect(() => parseMessage(good.replace('Chain ID: 1', 'Chain ID: ?'))).toThrow(/chain id/)
    expect(() => parseMessage(good.replace(/\nIssued At: .*/, ''))).toThrow(/Issued At/)
  })

  it('refuses a missing nonce instead of writing "Nonce: undefined", and short nonces', () => {
    const { nonce: _, ...noNonce } = EVM_BASE
    expect(() => buildMessage(noNonce as SiwxMessageData)).toThrow(/nonce/)
    expect(() => buildMessage({ ...EVM_BASE, nonce: 'short' })).toThrow(/nonce/)
    expect(() => buildMessage({ ...EVM_BASE, nonce: 'abcd-efgh' })).toThrow(/nonce/)
    expect(() => parseMessage(buildMessage(EVM_BASE).replace('abcdefgh', 'abcdefg'))).toThrow(
      /nonce/,
    )
  })

  it('refuses dates that do not exist and times that are not RFC 3339', () => {
    for (const bad of [
      '2025-02-31T17:09:38.578Z',
      '2023-02-29T00:00:00Z',
      '2100-02-29T00:00:00Z',
      '2021-04-31T00:00:00Z',
      '2021-13-01T00:00:00Z',
      '2021-09-30T24:00:00Z',
      '2021-09-30T16:60:00Z',
      '2021-09-30T16:25:24+24:00',
      '2021-09-30T16:25:24',
      '2021-09-30 16:25:24Z',
      '2021-09-30',
      'Wed Oct 05 2011 16:48:00 GMT+0200 (CEST)',
    ]) {
      for (const key of ['issuedAt', 'expirationTime', 'notBefore'] as const)
        expect(() => buildMessage({ ...EVM_BASE, [key]: bad })).toThrow(key)
      expect(() => parseMessage(withField('Not Before', bad))).toThrow(/notBefore/)
      expect(() => parseMessage(withField('Expiration Time', bad))).toThrow(/expirationTime/)
      expect(() =>
        parseMessage(buildMessage(EVM_BASE).replace('2021-09-30T16:25:24Z', bad)),
      ).toThrow(/issuedAt/)
    }
    for (const good of [
      '2024-02-29T00:00:00Z',
      '2000-02-29T23:59:59.999999+23:59',
      '2021-09-30t16:25:24z',
      '2021-04-30T00:00:00-05:00',
    ])
      expect(parseMessage(buildMessage({ ...EVM_BASE, notBefore: good })).notBefore).toBe(good)
  })

  it('wants an EIP-55 checksum address for eip155, and a 32-byte key for Solana', () => {
    const lower = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    expect(() => buildMessage({ ...EVM_BASE, accountAddress: lower })).toThrow(/accountAddress/)
    expect(() =>
      buildMessage({ ...EVM_BASE, accountAddress: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
    ).toThrow(/accountAddress/)
    expect(() =>
      parseMessage(
        buildMessage(EVM_BASE).replace('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', lower),
      ),
    ).toThrow(/address/)
    // createSiwx writes a wallet's lower-case account as its checksum.
    expect(toMessageAddress('eip155', lower)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(toMessageAddress('solana', 'x')).toBe('x')
    expect(() =>
      buildMessage({
        ...EVM_BASE,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        accountAddress: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).toThrow(/accountAddress/)
  })

  it('refuses a domain that is not an RFC 3986 authority and URIs that are not RFC 3986', () => {
    expect(() => buildMessage({ ...EVM_BASE, domain: 'a b' })).toThrow(/domain/)
    expect(() => buildMessage({ ...EVM_BASE, domain: '#notrfc4501' })).toThrow(/domain/)
    expect(() => buildMessage({ ...EVM_BASE, domain: '' })).toThrow(/domain/)
    expect(() => buildMessage({ ...EVM_BASE, uri: ':not_a_rfc3986_valid_uri_' })).toThrow(/uri/)
    expect(() => buildMessage({ ...EVM_BASE, resources: ['https://a.test', 'no scheme'] })).toThrow(
      /resources/,
    )
    for (const domain of ['127.0.0.1:8080', 'test@127.0.0.1', '[::cafe]', 'localhost:3030'])
      expect(parseMessage(buildMessage({ ...EVM_BASE, domain })).domain).toBe(domain)
  })

  it('refuses fields that would break the lines', () => {
    expect(() => buildMessage({ ...EVM_BASE, statement: 'two\nlines' })).toThrow(/statement/)
    expect(() => buildMessage({ ...EVM_BASE, statement: 'a "quote"' })).toThrow(/statement/)
    expect(() => buildMessage({ ...EVM_BASE, requestId: 'a b' })).toThrow(/requestId/)
  })
})

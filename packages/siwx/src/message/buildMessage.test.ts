import type { CaipNetworkId, SiwxMessageData } from '@latchkey/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildMessage } from './buildMessage'
import { parseMessage } from './parseMessage'
import { SiwxMessageError } from './SiwxMessageError'

const line = fc
  .string({ minLength: 1, maxLength: 40 })
  .filter((s) => !/[\r\n]/.test(s) && !s.startsWith('URI: '))
const token = fc.stringMatching(/^[A-Za-z0-9]{8,24}$/)
const iso = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString())
const chains = fc.constantFrom<[CaipNetworkId, string]>(
  ['eip155:1', '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'],
  ['eip155:31337', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
  ['bip122:000000000019d6689c085ae165831e93', 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'],
)
const messageData: fc.Arbitrary<SiwxMessageData> = fc
  .record(
    {
      chain: chains,
      domain: fc.domain(),
      uri: fc.webUrl(),
      version: fc.constant('1'),
      nonce: token,
      statement: line,
      issuedAt: iso,
      expirationTime: iso,
      notBefore: iso,
      requestId: line,
      resources: fc.array(fc.webUrl(), { maxLength: 3 }),
    },
    { requiredKeys: ['chain', 'domain', 'uri', 'version', 'nonce'] },
  )
  .map(({ chain: [chainId, accountAddress], ...rest }) => ({ chainId, accountAddress, ...rest }))

const EVM_BASE: SiwxMessageData = {
  domain: 'a.test',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  uri: 'https://a.test',
  version: '1',
  chainId: 'eip155:1',
  nonce: 'abcdefgh',
}

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

  it('names Solana and Bitcoin accounts in their headers', () => {
    const base = { domain: 'a.test', uri: 'https://a.test', version: '1', nonce: 'abcdefgh' }
    expect(
      buildMessage({
        ...base,
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        accountAddress: 'x',
      }),
    ).toMatch(/^a.test wants you to sign in with your Solana account:\nx\n\nURI/)
    expect(
      buildMessage({
        ...base,
        chainId: 'bip122:000000000933ea01ad0ee984209779ba',
        accountAddress: 'tb1q',
      }),
    ).toContain('your Bitcoin account:')
  })

  it('refuses texts that are not sign-in messages, naming the line', () => {
    const good = buildMessage(EVM_BASE)
    expect(() => parseMessage(good.replace('Ethereum', 'Dogecoin'))).toThrow(/unknown chain/)
    expect(() => parseMessage(good.replace('Nonce', 'Nonsense'))).toThrow(/line 7/)
    expect(() => parseMessage(`${good}\nextra`)).toThrow(SiwxMessageError)
    expect(() => parseMessage(good.replace('\n\nURI', '\nURI'))).toThrow(SiwxMessageError)
  })

  it('refuses fields that would break the lines, and short nonces', () => {
    const base = EVM_BASE
    expect(() => buildMessage({ ...base, statement: 'two\nlines' })).toThrow(SiwxMessageError)
    expect(() => buildMessage({ ...base, nonce: 'short' })).toThrow(/nonce/)
    expect(() => buildMessage({ ...base, domain: 'a b' })).toThrow(/domain/)
  })
})

import { Connection } from '@solana/web3.js'
import { expect, it } from 'vitest'
import { describeLocalSolana, parseLocalSolanaCliArgs } from '../src/localSolanaCli'
import { startLocalSolana } from '../src/startLocalSolana'

it('parses the CLI flags and refuses bad ones', () => {
  expect(parseLocalSolanaCliArgs([])).toEqual({ port: 0, demoTokens: true })
  expect(parseLocalSolanaCliArgs(['--port', '8899', '--no-tokens'])).toEqual({
    port: 8899,
    demoTokens: false,
  })
  expect(parseLocalSolanaCliArgs(['--help'])).toBeUndefined()
  expect(() => parseLocalSolanaCliArgs(['--port', 'x'])).toThrow(/not a port/)
  expect(() => parseLocalSolanaCliArgs(['--mainnet'])).toThrow()
})

it('describes a started chain as JSON-ready data without secret keys', async () => {
  const chain = await startLocalSolana(parseLocalSolanaCliArgs([]))
  try {
    const described = JSON.parse(JSON.stringify(describeLocalSolana(chain)))
    expect(described.caip2).toBe('solana:CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3')
    expect(described.accounts[0]).toBe('5hexWaUG8RJCvMkTvaY8UkPTCXNDUDJZodzgmzkbMQYJ')
    expect(described.mints.map((m: { symbol: string }) => m.symbol)).toEqual(['LUSD', 'LPTS'])
    expect(JSON.stringify(described)).not.toContain('secretKey')
    expect(await new Connection(described.rpcUrl).getGenesisHash()).toBe(described.genesisHash)
  } finally {
    await chain.stop()
  }
})

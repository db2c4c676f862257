import { describe, expect, it } from 'vitest'
import { localChainDefinition } from './chainDefinition'

describe('localChainDefinition()', () => {
  it('names the two local chains and marks them as testnets', () => {
    expect(localChainDefinition(31337, 'http://127.0.0.1:1')).toMatchObject({
      id: 31337,
      name: 'Latchkey Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
      testnet: true,
    })
    expect(localChainDefinition(31338, 'http://127.0.0.1:2').name).toBe('Latchkey Devnet B')
    expect(localChainDefinition(4242, 'http://127.0.0.1:3').name).toBe('Latchkey Devnet 4242')
  })
})

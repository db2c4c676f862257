import { describe, expect, it } from 'vitest'
import { createPublicClients } from '../clients/createPublicClients'
import { localDevnet } from './localDevnet'
import { mainnet } from './presets'
import { rpcGatewayUrl } from './rpcGatewayUrl'

describe('rpcGatewayUrl', () => {
  it('builds the §7 gateway shape', () => {
    expect(rpcGatewayUrl({ url: 'http://127.0.0.1:8787/', projectId: 'p 1' }, 'eip155:1')).toBe(
      'http://127.0.0.1:8787/v1/?chainId=eip155:1&projectId=p%201',
    )
  })
})

describe('RPC URL choice', () => {
  it("uses the app's URLs alone when given", () => {
    const clients = createPublicClients({
      rpcUrls: { 1: ['http://127.0.0.1:1', 'http://127.0.0.1:2'] },
      gateway: { url: 'http://127.0.0.1:8787', projectId: 'p' },
    })
    expect(clients.rpcUrls(mainnet)).toEqual(['http://127.0.0.1:1', 'http://127.0.0.1:2'])
  })

  it('puts the gateway before the network URLs', () => {
    const clients = createPublicClients({
      gateway: { url: 'http://127.0.0.1:8787', projectId: 'p' },
    })
    expect(clients.rpcUrls(mainnet)).toEqual([
      'http://127.0.0.1:8787/v1/?chainId=eip155:1&projectId=p',
      'https://eth.merkle.io',
    ])
    expect(createPublicClients().rpcUrls(localDevnet(31337, 'http://127.0.0.1:3'))).toEqual([
      'http://127.0.0.1:3',
    ])
  })

  it('creates clients lazily, one per chain and URL set', () => {
    const clients = createPublicClients()
    const network = localDevnet(31337, 'http://127.0.0.1:3')
    expect(clients.get(network)).toBe(clients.get(network))
    expect(clients.get(network)).not.toBe(clients.get(localDevnet(31337, 'http://127.0.0.1:4')))
  })
})

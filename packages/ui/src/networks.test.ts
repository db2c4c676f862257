import { describe, expect, it } from 'vitest'
import {
  type AppKitNetwork,
  arbitrum,
  defineChain,
  mainnet,
  solana,
  solanaDevnet,
  solanaMainnet,
} from './networks'

describe('@latchkey/ui/networks', () => {
  it('holds the networks, defineChain and the AppKitNetwork type an app imports', () => {
    const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, arbitrum, solanaDevnet]
    expect(networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:42161',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    ])
    expect(typeof defineChain).toBe('function')
    expect(solana).toBe(solanaMainnet)
  })
})

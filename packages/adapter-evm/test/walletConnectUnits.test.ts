import { describe, expect, it } from 'vitest'
import { proposalNamespaces, sessionAddresses } from '../src/connectors/walletConnect/namespaces'
import { walletConnectLink } from '../src/connectors/walletConnect/pairingLink'
import { walletConnect } from '../src/connectors/walletConnect/walletConnect'
import { evmAdapter } from '../src/evmAdapter'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const ENCODED = encodeURIComponent(URI)

describe('walletConnectLink: a registry entry’s mobile_link with the pairing URI', () => {
  it('puts the URI after the wallet’s own scheme', () => {
    expect(walletConnectLink('metamask://', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(walletConnectLink('trust:', URI)).toBe(`trust://wc?uri=${ENCODED}`)
    expect(walletConnectLink('rainbow://app/', URI)).toBe(`rainbow://app/wc?uri=${ENCODED}`)
  })

  it('puts it under an https universal link’s path', () => {
    expect(walletConnectLink('https://metamask.app.link/', URI)).toBe(
      `https://metamask.app.link/wc?uri=${ENCODED}`,
    )
    expect(walletConnectLink('https://link.trustwallet.com', URI)).toBe(
      `https://link.trustwallet.com/wc?uri=${ENCODED}`,
    )
  })

  it('never makes a javascript:, data:, http: or malformed link', () => {
    for (const bad of [
      'javascript:alert(1)//',
      'JavaScript://x',
      ' javascript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      'http://wallet.example/',
      'file:///etc/',
      'https://user:pw@wallet.example/',
      '//wallet.example',
      'not a link',
      'evil://"><script>',
      '',
    ])
      expect(walletConnectLink(bad, URI), bad).toBeUndefined()
    expect(walletConnectLink(null, URI)).toBeUndefined()
    expect(walletConnectLink('metamask://', 'javascript:alert(1)')).toBeUndefined()
  })
})

describe('proposal namespaces and session accounts', () => {
  it('asks optionally for the app’s chains with their RPC URLs, and Solana only when asked', () => {
    const namespaces = proposalNamespaces({
      chainIds: [31338, 31337, 31338],
      rpcMap: { 31337: 'http://127.0.0.1:8545' },
      solanaChains: [],
    })
    expect(Object.keys(namespaces)).toEqual(['eip155'])
    expect(namespaces.eip155).toMatchObject({
      chains: ['eip155:31338', 'eip155:31337'],
      rpcMap: { 31337: 'http://127.0.0.1:8545' },
      events: ['chainChanged', 'accountsChanged'],
    })
    expect(namespaces.eip155!.methods).toEqual(
      expect.arrayContaining(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']),
    )
    const withSolana = proposalNamespaces({
      chainIds: [1],
      rpcMap: {},
      solanaChains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    })
    expect(withSolana.solana?.chains).toEqual(['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])
  })

  it('reads eip155 addresses from CAIP-10 accounts, per chain, without repeats', () => {
    const accounts = [
      'eip155:1:0xAbC0000000000000000000000000000000000001',
      'eip155:10:0xabc0000000000000000000000000000000000001',
      'eip155:10:0x0000000000000000000000000000000000000002',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    ]
    expect(sessionAddresses(accounts)).toEqual([
      '0xAbC0000000000000000000000000000000000001',
      '0x0000000000000000000000000000000000000002',
    ])
    expect(sessionAddresses(accounts, 1)).toEqual(['0xAbC0000000000000000000000000000000000001'])
  })
})

describe('walletConnect() as a connector source', () => {
  it('publishes a WALLET_CONNECT connector at discovery without loading the WalletConnect client', () => {
    let loads = 0
    const source = walletConnect({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata: { name: 'n', description: 'd', url: 'http://127.0.0.1', icons: [] },
      solanaChains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
      loadProvider: async () => {
        loads++
        throw new Error('not in this test')
      },
    })
    const adapter = evmAdapter({ eip6963: false, injected: false, connectors: [source] })
    adapter.syncConnectors()
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'walletConnect',
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        chain: 'eip155',
        chains: ['eip155', 'solana'],
      },
    ])
    expect(loads).toBe(0)
    expect(source.loaded).toBe(false)
    adapter.destroy()
  })

  it('reports a failed load on use and tries again on the next', async () => {
    let loads = 0
    const source = walletConnect({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata: { name: 'n', description: 'd', url: 'http://127.0.0.1', icons: [] },
      loadProvider: async () => {
        loads++
        throw new Error('chunk failed to load')
      },
    })
    await expect(source.connector.getProvider()).rejects.toThrow('chunk failed to load')
    await expect(source.connector.open()).rejects.toThrow('chunk failed to load')
    expect(loads).toBe(2)
  })
})

import type { CaipNetwork } from '@latchkey/core'

const rpc = { default: { http: ['http://127.0.0.1:8545'] } }

export const ethereum: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: rpc,
}

export const optimism: CaipNetwork = {
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: rpc,
}

export const sepolia: CaipNetwork = {
  id: 11155111,
  caipNetworkId: 'eip155:11155111',
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: rpc,
  testnet: true,
}

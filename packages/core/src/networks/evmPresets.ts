import { defineEvmNetwork } from './defineEvmNetwork'

// Plain data: building these makes no request. The RPC URLs are the chains' public endpoints;
// apps should pass their own (or the provider's gateway) through the adapter's rpcUrls option.
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const mainnet = /* @__PURE__ */ defineEvmNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrl: 'https://eth.merkle.io',
  explorer: { name: 'Etherscan', url: 'https://etherscan.io' },
})

export const arbitrum = /* @__PURE__ */ defineEvmNetwork({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: ether,
  rpcUrl: 'https://arb1.arbitrum.io/rpc',
  explorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
})

export const optimism = /* @__PURE__ */ defineEvmNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: ether,
  rpcUrl: 'https://mainnet.optimism.io',
  explorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
})

export const polygon = /* @__PURE__ */ defineEvmNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrl: 'https://polygon-rpc.com',
  explorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
})

export const base = /* @__PURE__ */ defineEvmNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: ether,
  rpcUrl: 'https://mainnet.base.org',
  explorer: { name: 'Basescan', url: 'https://basescan.org' },
})

export const bsc = /* @__PURE__ */ defineEvmNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrl: 'https://bsc-dataseed.bnbchain.org',
  explorer: { name: 'BscScan', url: 'https://bscscan.com' },
})

export const avalanche = /* @__PURE__ */ defineEvmNetwork({
  id: 43114,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrl: 'https://api.avax.network/ext/bc/C/rpc',
  explorer: { name: 'SnowTrace', url: 'https://snowtrace.io' },
})

export const gnosis = /* @__PURE__ */ defineEvmNetwork({
  id: 100,
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrl: 'https://rpc.gnosischain.com',
  explorer: { name: 'Gnosisscan', url: 'https://gnosisscan.io' },
})

export const zksync = /* @__PURE__ */ defineEvmNetwork({
  id: 324,
  name: 'ZKsync Era',
  nativeCurrency: ether,
  rpcUrl: 'https://mainnet.era.zksync.io',
  explorer: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' },
})

export const celo = /* @__PURE__ */ defineEvmNetwork({
  id: 42220,
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrl: 'https://forno.celo.org',
  explorer: { name: 'Celoscan', url: 'https://celoscan.io' },
})

export const zora = /* @__PURE__ */ defineEvmNetwork({
  id: 7777777,
  name: 'Zora',
  nativeCurrency: ether,
  rpcUrl: 'https://rpc.zora.energy',
  explorer: { name: 'Zora Explorer', url: 'https://explorer.zora.energy' },
})

export const fantom = /* @__PURE__ */ defineEvmNetwork({
  id: 250,
  name: 'Fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrl: 'https://rpc.ftm.tools',
  explorer: { name: 'FTMScan', url: 'https://ftmscan.com' },
})

export const kaia = /* @__PURE__ */ defineEvmNetwork({
  id: 8217,
  name: 'Kaia',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  rpcUrl: 'https://public-en.node.kaia.io',
  explorer: { name: 'KaiaScan', url: 'https://kaiascan.io' },
})

export const aurora = /* @__PURE__ */ defineEvmNetwork({
  id: 1313161554,
  name: 'Aurora',
  nativeCurrency: ether,
  rpcUrl: 'https://mainnet.aurora.dev',
  explorer: { name: 'Aurora Explorer', url: 'https://explorer.mainnet.aurora.dev' },
})

export const sepolia = /* @__PURE__ */ defineEvmNetwork({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: 'https://ethereum-sepolia-rpc.publicnode.com',
  explorer: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
  testnet: true,
})

export const baseSepolia = /* @__PURE__ */ defineEvmNetwork({
  id: 84532,
  name: 'Base Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: 'https://sepolia.base.org',
  explorer: { name: 'Basescan', url: 'https://sepolia.basescan.org' },
  testnet: true,
})

/** Every preset, mainnets first. */
export const evmNetworks = /* @__PURE__ */ Object.freeze([
  mainnet,
  arbitrum,
  optimism,
  polygon,
  base,
  bsc,
  avalanche,
  gnosis,
  zksync,
  celo,
  zora,
  fantom,
  kaia,
  aurora,
  sepolia,
  baseSepolia,
])

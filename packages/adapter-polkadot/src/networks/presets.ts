import { definePolkadotNetwork } from './definePolkadotNetwork'

/** Polkadot relay chain. */
export const polkadot = /* @__PURE__ */ definePolkadotNetwork({
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  name: 'Polkadot',
  ss58Format: 0,
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: ['wss://rpc.polkadot.io'],
  explorerUrl: 'https://polkadot.subscan.io',
})

/** Kusama relay chain. */
export const kusama = /* @__PURE__ */ definePolkadotNetwork({
  genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  name: 'Kusama',
  ss58Format: 2,
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: ['wss://kusama-rpc.polkadot.io'],
  explorerUrl: 'https://kusama.subscan.io',
})

/** Westend, Parity's test relay chain. */
export const westend = /* @__PURE__ */ definePolkadotNetwork({
  genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
  name: 'Westend',
  ss58Format: 42,
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls: ['wss://westend-rpc.polkadot.io'],
  explorerUrl: 'https://westend.subscan.io',
  testnet: true,
})

/**
 * The local development chain (chopsticks on the Kusama local genesis, which it gives the
 * genesis hash 0x45…45): pass the URL the local stack printed.
 */
export function localPolkadot(rpcUrl = 'ws://127.0.0.1:9944') {
  return definePolkadotNetwork({
    genesisHash: `0x${'45'.repeat(32)}`,
    name: 'Polkadot Local',
    ss58Format: 2,
    nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
    rpcUrls: [rpcUrl],
    testnet: true,
  })
}

export const polkadotNetworks = /* @__PURE__ */ Object.freeze([polkadot, kusama, westend])

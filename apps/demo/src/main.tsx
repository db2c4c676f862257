import { evmAdapter, localDevnet } from '@latchkey/adapter-evm'
import type { CaipNetwork } from '@latchkey/core'
import { createAppKit, darkTheme, lightTheme } from '@latchkey/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { startBitcoin } from './bitcoin'
import { loadConfig } from './config'
import { startDevWallet } from './devWallet'
import { embeddedConnectors, embeddedSolanaConnectors } from './embedded'
import { demoFeatures } from './features'
import { demoNetwork } from './mainnet'
import { startPolkadot } from './polkadot'
import { demoSiwx } from './siwx'
import { startSolana, startSolanaDevWallet } from './solana'
import './styles.css'

const params = new URLSearchParams(location.search)
const config = await loadConfig()
const devWallet = await startDevWallet(config)
const polkadot = params.has('basic') ? undefined : await startPolkadot(config)
const solanaDevWallet = await startSolanaDevWallet(config)
const bitcoin = params.has('basic') ? undefined : await startBitcoin(config)

const networks = config.chains.map((c) => demoNetwork(localDevnet(c.chainId, c.rpcUrl), params))
const usdtStyleTokens = Object.fromEntries(
  config.chains.map((c) => [
    c.chainId,
    c.tokens.filter((t) => t.kind === 'usdt-style').map((t) => t.address),
  ]),
)

const metadata = {
  name: 'Latchkey demo',
  description: 'Every Latchkey feature on the local stack',
  url: location.origin,
  icons: [],
}
// ?basic: no adapters (SPEC §2 basic mode): one WalletConnect session over the provider's relay
// serves the local chains and Solana Devnet, whose accounts the wallet approves in one go.
const basic = params.has('basic')
const solana = basic ? undefined : startSolana(config, embeddedSolanaConnectors(config))
const solanaDevnet: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  testnet: true,
}

// WalletConnect through the provider's own relay, one session for every adapter; reads made
// through it go to the local chains. The client is loaded only when WalletConnect is first chosen.
const walletConnect = config.relayUrl
  ? {
      relayUrl: config.relayUrl,
      rpcMap: Object.fromEntries(config.chains.map((c) => [`eip155:${c.chainId}`, c.rpcUrl])),
    }
  : undefined

const appKit = createAppKit({
  projectId: config.projectId,
  adapters: basic
    ? []
    : [
        evmAdapter({ usdtStyleTokens, connectors: embeddedConnectors(config) }),
        ...(solana ? [solana.adapter] : []),
        ...(polkadot ? [polkadot.adapter] : []),
        ...(bitcoin ? [bitcoin.adapter] : []),
      ],
  networks: basic
    ? [...networks, solanaDevnet]
    : [
        ...networks,
        ...(solana?.networks ?? []),
        ...(polkadot ? [polkadot.network] : []),
        ...(bitcoin ? [bitcoin.network] : []),
      ],
  ...(walletConnect ? { walletConnect } : {}),
  apiUrl: config.providerUrl,
  analyticsUrl: config.providerUrl,
  walletRegistryUrl: config.providerUrl,
  metadata,
  themeMode: params.get('theme') === 'light' ? 'light' : 'dark',
  // ?accent=ff0000: the typed theme's presets with that accent (issue 38).
  ...(params.has('accent')
    ? {
        theme: {
          lightMode: lightTheme({ accentColor: `#${params.get('accent')}` }),
          darkMode: darkTheme({ accentColor: `#${params.get('accent')}` }),
        },
      }
    : {}),
  locale: params.get('locale') ?? 'en',
  ...demoSiwx(config, params),
  ...demoFeatures(params),
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App
      appKit={appKit}
      devWallet={devWallet}
      polkadot={polkadot}
      solanaDevWallet={solanaDevWallet}
      bitcoinDevWallet={bitcoin?.wallet}
    />
  </StrictMode>,
)

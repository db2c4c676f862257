import { evmAdapter, localDevnet } from '@latchkey/adapter-evm'
import { createAppKitCore } from '@latchkey/controllers'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadConfig } from './config'
import './styles.css'

const config = await loadConfig()

// The local stack's dev wallet announces itself over EIP-6963, as a browser extension does.
if (config.devWallet) {
  const { announceDevWallet, createDevWallet } = await import('@latchkey/dev-wallet')
  announceDevWallet(
    createDevWallet({
      accounts: config.devWallet.privateKeys,
      chains: config.chains.map((c) => ({ id: c.chainId, name: c.name, rpcUrl: c.rpcUrl })),
    }),
  )
}

// E-mail and social login through the embedded wallet's secure frame.
const embedded = config.secureFrameUrl
  ? [
      (await import('@latchkey/embedded-wallet')).embeddedWallet({
        frameUrl: config.secureFrameUrl,
        projectId: config.projectId,
      }),
    ]
  : []

// The core alone: no modal, no web components. The headless hooks find it by themselves.
createAppKitCore({
  projectId: config.projectId,
  adapters: [evmAdapter({ connectors: embedded })],
  networks: config.chains.map((c) => localDevnet(c.chainId, c.rpcUrl)),
  apiUrl: config.providerUrl,
  analyticsUrl: config.providerUrl,
  walletRegistryUrl: config.providerUrl,
  ...(config.relayUrl
    ? {
        walletConnect: {
          relayUrl: config.relayUrl,
          rpcMap: Object.fromEntries(config.chains.map((c) => [`eip155:${c.chainId}`, c.rpcUrl])),
        },
      }
    : {}),
  metadata: {
    name: 'Latchkey headless example',
    description: 'A connect flow drawn by the app',
    url: location.origin,
    icons: [],
  },
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

// The wagmi 2 app's start (tests/apps/wagmi-app/src/main.tsx, its config and sign-in shared) on wagmi 3.
import { announceDevWallet, createDevWallet } from '@latchkey/dev-wallet'
import { createAppKit } from '@latchkey/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { createWagmiAdapter, loadStackConfig } from '../../wagmi-app/src/config'
import { appSiwx, walletControls } from '../../wagmi-app/src/signIn'
import { App } from './App'

const stack = await loadStackConfig()

// The local stack's development wallet, announced through EIP-6963 as an extension would be.
if (stack.devWallet) {
  const wallet = createDevWallet({
    accounts: stack.devWallet.privateKeys,
    chains: stack.chains.map((c) => ({ id: c.chainId, name: c.name, rpcUrl: c.rpcUrl })),
    // Approves everything, signatures too unless the page's switch says to refuse them.
    approve: (request) => !(walletControls.refuseSigning && request.method === 'personal_sign'),
    // A browser wallet remembers the sites it granted: a reload restores without asking.
    persist: window.localStorage,
  })
  announceDevWallet(wallet)
}

const wagmiAdapter = createWagmiAdapter(stack)
const queryClient = new QueryClient()

createAppKit({
  adapters: [wagmiAdapter],
  networks: [...wagmiAdapter.networks],
  projectId: stack.projectId,
  apiUrl: stack.providerUrl,
  analyticsUrl: stack.providerUrl,
  walletRegistryUrl: stack.providerUrl,
  metadata: { name: 'wagmi 3 app', description: 'wagmi 3 hooks', url: location.origin, icons: [] },
  ...appSiwx(new URLSearchParams(location.search)),
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <App tokens={stack.chains[0]?.tokens ?? []} />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)

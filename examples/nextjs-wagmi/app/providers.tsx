'use client'

import { WagmiAdapter } from '@latchkey/adapter-wagmi'
import { AppKitProvider, cookieStorage, cookieToInitialState } from '@latchkey/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import {
  createStorage,
  WagmiProvider,
  cookieStorage as wagmiCookies,
  cookieToInitialState as wagmiInitialState,
} from 'wagmi'
import type { ExampleConfig } from './config'
import { DevWalletPanel, startDevWallet } from './devWallet'

function createAdapter(config: ExampleConfig) {
  return new WagmiAdapter({
    storage: createStorage({ storage: wagmiCookies }),
    ssr: true,
    networks: [
      {
        id: config.chainId,
        caipNetworkId: `eip155:${config.chainId}`,
        chainNamespace: 'eip155',
        name: 'Latchkey Devnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [config.rpcUrl] } },
        testnet: true,
      },
    ],
  })
}

export function Providers({
  cookies,
  config,
  children,
}: {
  cookies: string | null
  config: ExampleConfig
  children: ReactNode
}) {
  const [{ adapter, queryClient }] = useState(() => {
    // The wallet announces itself before wagmi and Latchkey look for the stored session's wallet.
    if (typeof window !== 'undefined' && config.devWalletKeys.length > 0) startDevWallet(config)
    return { adapter: createAdapter(config), queryClient: new QueryClient() }
  })
  const networks = [...adapter.networks]
  return (
    <WagmiProvider
      config={adapter.wagmiConfig}
      initialState={wagmiInitialState(adapter.wagmiConfig, cookies)}
    >
      <QueryClientProvider client={queryClient}>
        <AppKitProvider
          adapters={[adapter]}
          networks={networks}
          metadata={{
            name: 'Latchkey and wagmi 3 on Next.js',
            description: 'App Router example',
            url: 'http://127.0.0.1',
            icons: [],
          }}
          storage={cookieStorage}
          initialState={cookieToInitialState(cookies, { networks })}
        >
          {children}
          {config.devWalletKeys.length > 0 && <DevWalletPanel />}
        </AppKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

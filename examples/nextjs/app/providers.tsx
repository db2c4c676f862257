'use client'

import { evmAdapter, localDevnet } from '@latchkey/adapter-evm'
import {
  AppKitProvider,
  type CreateAppKitOptions,
  cookieStorage,
  cookieToInitialState,
} from '@latchkey/react'
import { type ReactNode, useState } from 'react'
import type { ExampleConfig } from './config'
import { DevWalletPanel, startDevWallet } from './devWallet'

export function Providers({
  cookies,
  config,
  children,
}: {
  cookies: string | null
  config: ExampleConfig
  children: ReactNode
}) {
  const [options] = useState<CreateAppKitOptions>(() => {
    // The wallet announces itself before createAppKit looks for the stored session's wallet.
    if (typeof window !== 'undefined' && config.devWalletKeys.length > 0) startDevWallet(config)
    return {
      adapters: [evmAdapter()],
      networks: [localDevnet(config.chainId, config.rpcUrl)],
      metadata: {
        name: 'Latchkey on Next.js',
        description: 'App Router example',
        url: 'http://127.0.0.1',
        icons: [],
      },
      storage: cookieStorage,
    }
  })
  const initialState = cookieToInitialState(cookies, { networks: options.networks })
  return (
    <AppKitProvider {...options} initialState={initialState}>
      {children}
      {config.devWalletKeys.length > 0 && <DevWalletPanel />}
    </AppKitProvider>
  )
}

'use client'

import { announceDevWallet, createDevWallet } from '@latchkey/dev-wallet'
import { useEffect, useState } from 'react'
import type { ExampleConfig } from './config'

type DevWallet = ReturnType<typeof createDevWallet>
type Pending = Parameters<Parameters<DevWallet['approvals']['subscribe']>[0]>[0]

let wallet: DevWallet | undefined

/**
 * The development wallet (EIP-6963, the local chain's keys), for trying the example without an
 * extension: it remembers the site's grant in localStorage, so a reload restores the session.
 */
export function startDevWallet(config: ExampleConfig): DevWallet {
  wallet ??= createDevWallet({
    accounts: config.devWalletKeys,
    chains: [{ id: config.chainId, name: 'Latchkey Devnet', rpcUrl: config.rpcUrl }],
    mode: 'manual',
    persist: window.localStorage,
  })
  announceDevWallet(wallet)
  return wallet
}

/** The wallet's own window, stood in for by a list: Approve or Reject each request. */
export function DevWalletPanel() {
  const [pending, setPending] = useState<Pending>([])
  useEffect(() => wallet?.approvals.subscribe(setPending), [])
  return (
    <ul aria-label="Dev wallet requests">
      {pending.map((request) => (
        <li key={request.id} data-testid="dev-wallet-request">
          <strong>{request.method}</strong> {request.summary}{' '}
          <button type="button" onClick={() => wallet?.approvals.approve(request.id)}>
            Approve
          </button>
          <button type="button" onClick={() => wallet?.approvals.reject(request.id)}>
            Reject
          </button>
        </li>
      ))}
    </ul>
  )
}

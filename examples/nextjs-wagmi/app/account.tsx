'use client'

import { useAppKit, useAppKitAccount, useAppKitNetwork } from '@latchkey/react'
import { useConnection } from 'wagmi'

/** Latchkey's hooks and wagmi 3's useConnection: one connection, rendered alike on the server. */
export function Account() {
  const { open } = useAppKit()
  const { isConnected, address, status } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const wagmi = useConnection()
  return (
    <section>
      <p>
        Status: <output data-testid="hook-status">{status}</output>
      </p>
      <p>
        Account:{' '}
        <output data-testid="hook-address">{isConnected ? address : 'Not connected'}</output>
      </p>
      <p>
        Network: <output data-testid="hook-network">{caipNetworkId ?? 'No network'}</output>
      </p>
      <p>
        wagmi: <output data-testid="wagmi-address">{wagmi.address ?? 'Not connected'}</output>
      </p>
      <button type="button" onClick={() => open()}>
        Open the modal
      </button>
    </section>
  )
}

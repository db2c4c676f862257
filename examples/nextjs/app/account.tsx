'use client'

import { useAppKit, useAppKitAccount, useAppKitNetwork } from '@latchkey/react'

/** The account and network as hooks read them: on the server from the cookies, then live. */
export function Account() {
  const { open } = useAppKit()
  const { isConnected, address, status } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
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
      <button type="button" onClick={() => open()}>
        Open the modal
      </button>
    </section>
  )
}

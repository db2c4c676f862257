import { useConnectionStatus, useDisconnect } from '@latchkey/react/headless'
import { useState } from 'react'
import { EmailLogin } from './EmailLogin'
import { Status } from './Status'
import { WalletConnectQr } from './WalletConnectQr'
import { WalletList } from './WalletList'

/** The whole connect flow, drawn by the app from the headless hooks. */
export function App() {
  const { disconnect } = useDisconnect()
  const { status } = useConnectionStatus()
  // undefined: the list; null: WalletConnect for any wallet; a string: for that registry wallet.
  const [pairing, setPairing] = useState<string | null | undefined>(undefined)

  return (
    <main>
      <h1>Latchkey, headless</h1>
      <Status onDisconnect={() => void disconnect().catch(() => undefined)} />
      {status !== 'connected' &&
        (pairing !== undefined ? (
          <WalletConnectQr
            {...(pairing ? { walletId: pairing } : {})}
            onClose={() => setPairing(undefined)}
          />
        ) : (
          <div className="columns">
            <WalletList onPair={(walletId) => setPairing(walletId ?? null)} />
            <EmailLogin />
          </div>
        ))}
    </main>
  )
}

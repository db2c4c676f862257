import {
  useAppKitAccount,
  useAppKitBalance,
  useAppKitNetwork,
  useAppKitState,
  useDisconnect,
  useWalletInfo,
} from '@latchkey/react'
import { useState } from 'react'
import { Panel } from './Panel'

export function HooksPanel() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const { walletInfo } = useWalletInfo()
  const { fetchBalance } = useAppKitBalance()
  const { disconnect } = useDisconnect()
  const [balance, setBalance] = useState('')

  const rows: [string, string][] = [
    ['status', account.status],
    ['address', account.address ?? '—'],
    ['caipAddress', account.caipAddress ?? '—'],
    [
      'network',
      network.caipNetwork ? `${network.caipNetwork.name} (${network.caipNetworkId})` : '—',
    ],
    ['wallet', walletInfo?.name ?? '—'],
    // The embedded wallet's login: 'email' or the social provider, and the social username.
    ['login', account.embeddedWalletInfo?.authProvider ?? '—'],
    ['username', account.embeddedWalletInfo?.user?.username ?? '—'],
    ['modal', `${state.open ? 'open' : 'closed'} · ${state.view}`],
    ['balance', balance || '—'],
  ]
  return (
    <Panel title="Hooks" id="hooks">
      <dl className="values">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd data-testid={`hook-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="row">
        <button
          type="button"
          disabled={!account.isConnected}
          onClick={async () => {
            const result = await fetchBalance()
            setBalance(
              result.data ? `${result.data.balance} ${result.data.symbol}` : (result.error ?? ''),
            )
          }}
        >
          Fetch balance
        </button>
        <button type="button" disabled={!account.isConnected} onClick={() => void disconnect()}>
          Disconnect
        </button>
      </div>
    </Panel>
  )
}

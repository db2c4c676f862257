import { AppKitButton, useAppKitAccount, useAppKitNetwork, useAppKitState } from '../src'

/** A host page as an app would write it: hooks for text, the button for the modal. */
export function App() {
  const { isConnected, address } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { open } = useAppKitState()
  return (
    <main>
      <p data-testid="account">{isConnected ? `Connected ${address}` : 'Not connected'}</p>
      <p data-testid="network">{caipNetworkId ?? 'No network'}</p>
      <p data-testid="modal">{open ? 'Modal open' : 'Modal closed'}</p>
      <AppKitButton />
    </main>
  )
}

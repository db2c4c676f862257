import { useConnectionStatus } from '@latchkey/react/headless'

/** The account, or what the flow is doing: one line the rest of the page follows. */
export function Status({ onDisconnect }: { onDisconnect(): void }) {
  const { status, address, connectorId } = useConnectionStatus()
  return (
    <section aria-label="Status" className="status">
      <output data-testid="status">{status}</output>
      {address && (
        <>
          <output data-testid="address">{address}</output>
          <output data-testid="connector">{connectorId}</output>
          <button type="button" onClick={onDisconnect}>
            Disconnect
          </button>
        </>
      )}
    </section>
  )
}

import {
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  AppKitNetworkButton,
} from '@latchkey/react'
import { Panel } from './Panel'

export function ButtonsPanel() {
  return (
    <Panel title="Buttons" id="buttons">
      <div className="wrap">
        <AppKitButton />
        <AppKitNetworkButton />
      </div>
      <div className="wrap">
        <AppKitConnectButton label="Connect (always)" />
        <AppKitAccountButton />
      </div>
    </Panel>
  )
}

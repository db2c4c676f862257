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
      <div className="row">
        <AppKitButton />
        <AppKitNetworkButton />
      </div>
      <div className="row">
        <AppKitConnectButton label="Connect (always)" />
        <AppKitAccountButton />
      </div>
    </Panel>
  )
}

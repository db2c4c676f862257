import * as Connection from '@latchkey/controllers/connection'
import * as Options from '@latchkey/controllers/options'
import { readControllerState, useControllerState } from '../app/controllerState'
import type { AppKit } from '../appkit/createAppKit'
import { useT } from '../i18n/TextContext'
import { ButtonSpinner } from './ButtonArt'
import type { HostButtonAttributes } from './HostButton'
import { preloadModal } from './preloadModal'

/** Opens the Connect view (basic mode: its QR view); shows progress while a wallet is connecting. */
export function ConnectButton({
  appKit,
  label,
  loadingLabel,
  size,
  disabled,
  namespace,
}: HostButtonAttributes & { appKit: AppKit }) {
  const t = useT()
  const { status } = useControllerState(Connection.state(appKit.controllers))
  const connecting = status === 'connecting'
  return (
    <button
      type="button"
      className="lk-host-button"
      data-kind="connect"
      data-size={size}
      disabled={disabled}
      {...preloadModal}
      aria-busy={connecting || undefined}
      // Basic mode (no adapters) opens on its own first view, the QR code (SPEC §2).
      onClick={() =>
        void appKit.open(
          readControllerState(Options.state(appKit.controllers)).basic
            ? {}
            : { view: 'Connect', ...(namespace ? { namespace } : {}) },
        )
      }
    >
      {connecting && <ButtonSpinner />}
      {connecting ? (loadingLabel ?? t('button.connecting')) : (label ?? t('button.connect'))}
    </button>
  )
}

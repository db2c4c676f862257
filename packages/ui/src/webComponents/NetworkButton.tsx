import * as Chain from '@latchkey/controllers/chain'
import * as Options from '@latchkey/controllers/options'
import { useControllerState } from '../app/controllerState'
import type { AppKit } from '../appkit/createAppKit'
import { useT } from '../i18n/TextContext'
import { ButtonImage } from './ButtonArt'
import type { HostButtonAttributes } from './HostButton'
import { preloadModal } from './preloadModal'

/** The active network; opens the network list. */
export function NetworkButton({
  appKit,
  label,
  size,
  disabled,
}: HostButtonAttributes & { appKit: AppKit }) {
  const t = useT()
  const { activeCaipNetwork: network } = useControllerState(Chain.state(appKit.controllers))
  const options = useControllerState(Options.state(appKit.controllers))
  const name = network?.name
  return (
    <button
      type="button"
      className="lk-host-button"
      data-kind="network"
      data-size={size}
      disabled={disabled}
      {...preloadModal}
      onClick={() => void appKit.open({ view: 'Networks' })}
    >
      <ButtonImage
        src={(parts) => parts.networkImageUrl(options, network)}
        name={name ?? '?'}
        size={size}
      />
      <span>{label ?? (name ? t('button.network', { name }) : t('button.noNetwork'))}</span>
    </button>
  )
}

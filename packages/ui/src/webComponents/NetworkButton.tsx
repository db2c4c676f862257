import { useControllerState } from '../app/controllerState'
import type { AppKit } from '../appkit/createAppKit'
import { ImageWithFallback } from '../components/Image/ImageWithFallback'
import { useT } from '../i18n/I18nContext'
import { preloadModal } from './preloadModal'

/** The active network; opens the network list. */
export function NetworkButton({ appKit }: { appKit: AppKit }) {
  const t = useT()
  const { activeCaipNetwork: network } = useControllerState(appKit.controllers.chain)
  const name = network?.name
  return (
    <button
      type="button"
      className="lk-host-button"
      data-kind="network"
      {...preloadModal}
      onClick={() => void appKit.open({ view: 'Networks' })}
    >
      <ImageWithFallback
        src={network?.assets?.imageUrl}
        name={name ?? '?'}
        size={28}
        shape="circle"
      />
      <span>{name ? t('button.network', { name }) : t('button.noNetwork')}</span>
    </button>
  )
}

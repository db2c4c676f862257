import {
  getWalletFeatureOrder,
  isOnRampSupported,
  isSwapSupported,
  type View,
} from '@latchkey/controllers'
import type { WalletFeature } from '@latchkey/core'
import { type ReactNode, useEffect, useState } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, SwapIcon } from '../../components/icons'
import { useT } from '../../i18n'

const FEATURES: Record<WalletFeature, { view: View; icon: ReactNode }> = {
  onramp: { view: 'OnRampProviders', icon: <PlusIcon size={18} /> },
  swaps: { view: 'Swap', icon: <SwapIcon size={18} /> },
  receive: { view: 'WalletReceive', icon: <ArrowDownIcon size={18} /> },
  send: { view: 'WalletSend', icon: <ArrowUpIcon size={18} /> },
}

/**
 * SPEC §2 wallet features in their order (on-ramp, swaps, receive, send): those switched on and
 * served on the active network, so no button leads to a view that cannot do what it names.
 */
export function FeatureButtons() {
  const ctx = useControllers()
  const t = useT()
  // getWalletFeatureOrder() reads the options; the swap and buy gates the network and the adapters.
  useControllerState(ctx.options)
  useControllerState(ctx.chain)
  const [served, setServed] = useState<{ swap: readonly string[]; onramp: readonly string[] }>({
    swap: [],
    onramp: [],
  })
  useEffect(() => {
    ctx.services
      .api()
      ?.fetchSupportedChains()
      .then((chains) => setServed({ swap: chains.swap ?? [], onramp: chains.onramp ?? [] }))
      .catch(() => {})
  }, [ctx])
  const features = getWalletFeatureOrder(ctx.options)
    .filter((feature) => feature !== 'swaps' || isSwapSupported(ctx, served.swap))
    .filter((feature) => feature !== 'onramp' || isOnRampSupported(ctx, served.onramp))
  if (features.length === 0) return null
  return (
    <nav className="lk-account-features" aria-label={t('account.features')}>
      {features.map((feature) => (
        <Button
          key={feature}
          variant="secondary"
          onClick={() => ctx.router.push(FEATURES[feature].view)}
        >
          {FEATURES[feature].icon}
          {t(`account.feature.${feature}`)}
        </Button>
      ))}
    </nav>
  )
}

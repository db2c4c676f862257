import {
  getWalletFeatureOrder,
  isOnRampSupported,
  isSwapSupported,
  servicesOf,
  type View,
} from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Options from '@latchkey/controllers/options'
import * as Router from '@latchkey/controllers/router'
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
  const options = useControllerState(Options.state(ctx))
  useControllerState(Chain.state(ctx))
  const [served, setServed] = useState<{ swap: readonly string[]; onramp: readonly string[] }>({
    swap: [],
    onramp: [],
  })
  useEffect(() => {
    servicesOf(ctx)
      .api()
      ?.fetchSupportedChains()
      .then((chains) => setServed({ swap: chains.swap ?? [], onramp: chains.onramp ?? [] }))
      .catch(() => {})
  }, [ctx])
  const features = getWalletFeatureOrder(options)
    .filter((feature) => feature !== 'swaps' || isSwapSupported(ctx, served.swap))
    .filter((feature) => feature !== 'onramp' || isOnRampSupported(ctx, served.onramp))
  if (features.length === 0) return null
  return (
    <nav className="lk-account-features" aria-label={t('account.features')}>
      {features.map((feature) => (
        <Button
          key={feature}
          variant="secondary"
          onClick={() => Router.push(ctx, FEATURES[feature].view)}
        >
          {FEATURES[feature].icon}
          {t(`account.feature.${feature}`)}
        </Button>
      ))}
    </nav>
  )
}

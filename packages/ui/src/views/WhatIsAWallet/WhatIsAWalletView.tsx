import { servicesOf } from '@latchkey/controllers'
import * as Options from '@latchkey/controllers/options'
import * as Router from '@latchkey/controllers/router'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { CheckIcon, NetworkIcon, WalletIcon } from '../../components/icons'
import { useT } from '../../i18n'
import { Explainer } from '../shared/Explainer'

/**
 * What a wallet is, for a visitor new to them, then "Get a wallet": the full wallet list where
 * the host offers it (SPEC §9 `allWallets` and a wallet registry), else the wallets at hand.
 */
export function WhatIsAWalletView() {
  const ctx = useControllers()
  const t = useT()
  const options = useControllerState(Options.state(ctx))
  const allWallets = options.features.allWallets && Boolean(servicesOf(ctx).walletRegistry())
  return (
    <Explainer
      points={[
        ['whatIsAWallet.home', <WalletIcon key="home" size={18} />],
        ['whatIsAWallet.login', <NetworkIcon key="login" size={18} />],
        ['whatIsAWallet.control', <CheckIcon key="control" size={18} />],
      ]}
    >
      <Button
        fullWidth
        onClick={() => Router.push(ctx, allWallets ? 'AllWallets' : 'ConnectWallets')}
      >
        <WalletIcon size={18} />
        {t('whatIsAWallet.getWallet')}
      </Button>
    </Explainer>
  )
}

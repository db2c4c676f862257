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
  const options = useControllerState(ctx.options)
  const allWallets = options.features.allWallets && Boolean(ctx.services.walletRegistry())
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
        onClick={() => ctx.router.push(allWallets ? 'AllWallets' : 'ConnectWallets')}
      >
        <WalletIcon size={18} />
        {t('whatIsAWallet.getWallet')}
      </Button>
    </Explainer>
  )
}

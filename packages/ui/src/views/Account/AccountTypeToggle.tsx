import type { AuthConnectorProvider } from '@latchkey/adapter-kit'
import * as Account from '@latchkey/controllers/account'
import * as Chain from '@latchkey/controllers/chain'
import * as Connectors from '@latchkey/controllers/connectors'
import * as Snack from '@latchkey/controllers/snack'
import { useEffect, useState } from 'react'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { useI18n } from '../../i18n'

/**
 * SPEC §3/§4: the embedded wallet's switch between its smart account and its EOA, on the
 * networks where it has smart accounts (SPEC §7 smart account networks; none on failure).
 */
export function AccountTypeToggle() {
  const ctx = useControllers()
  const { t } = useI18n()
  const chain = useControllerState(Chain.state(ctx))
  const [busy, setBusy] = useState(false)
  const network = chain.activeCaipNetwork
  const namespace = network?.chainNamespace
  const connector = namespace ? Connectors.getActiveConnector(ctx, namespace) : undefined
  const provider =
    connector?.type === 'AUTH' ? (connector.provider as AuthConnectorProvider) : undefined
  const chainId = network?.id

  // Once per connector, namespace and network (the wallet may enable more over time).
  useEffect(() => {
    const lookup = provider?.smartAccountEnabledNetworks
    if (namespace && lookup && chainId !== undefined)
      void Account.loadSmartAccountEnabledNetworks(ctx, namespace, () => lookup.call(provider))
  }, [ctx, namespace, provider, chainId])

  const enabled = namespace ? chain.chains[namespace]?.smartAccountEnabledNetworks : undefined
  if (!namespace || !provider?.setPreferredAccount || !enabled?.includes(Number(network?.id)))
    return null
  // The wallet's word first: it knows which of its accounts is in use on this network.
  const account = activeAccount(chain)
  const smart =
    (provider.accountType?.() ?? account?.preferredAccountType) === 'smartAccount' &&
    Boolean(account?.address)
  const toggle = async () => {
    setBusy(true)
    try {
      const applied = await Account.setPreferredAccountType(
        ctx,
        smart ? 'eoa' : 'smartAccount',
        namespace,
      )
      if (!smart && applied !== 'smartAccount')
        Snack.showError(ctx, { code: 'SMART_ACCOUNTS_NOT_SUPPORTED' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="ghost" disabled={busy} onClick={() => void toggle()}>
      {t(smart ? 'account.switchToEoa' : 'account.switchToSmartAccount')}
    </Button>
  )
}

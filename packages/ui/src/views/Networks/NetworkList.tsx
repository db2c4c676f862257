import * as Chain from '@latchkey/controllers/chain'
import * as Network from '@latchkey/controllers/network'
import * as Options from '@latchkey/controllers/options'
import * as Snack from '@latchkey/controllers/snack'
import { type CaipNetwork, messageOfError } from '@latchkey/core'
import { useState } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { ListItem } from '../../components/ListItem/ListItem'
import { Spinner } from '../../components/Spinner/Spinner'
import { useI18n } from '../../i18n'
import { networkImageUrl } from '../shared/networkImageUrl'

export interface NetworkListProps {
  label: string
  /** Runs after a switch went through. */
  onSwitched(): void
}

/** Every requested network; picking one switches to it, errors become a toast. */
export function NetworkList({ label, onSwitched }: NetworkListProps) {
  const ctx = useControllers()
  const { t } = useI18n()
  const chain = useControllerState(Chain.state(ctx))
  const options = useControllerState(Options.state(ctx))
  const unsupported = useControllerState(Network.state(ctx)).unsupportedCaipNetworkId
  const [switching, setSwitching] = useState<string | undefined>(undefined)
  const current = unsupported ? undefined : chain.activeCaipNetwork?.caipNetworkId

  const pick = async (network: CaipNetwork) => {
    if (switching) return
    setSwitching(network.caipNetworkId)
    try {
      await Network.switchNetwork(ctx, network)
      onSwitched()
    } catch (error) {
      Snack.showError(ctx, messageOfError(error))
    } finally {
      setSwitching(undefined)
    }
  }

  return (
    <>
      <ul className="lk-list" aria-label={label} aria-busy={switching ? true : undefined}>
        {Chain.allNetworks(ctx).map((network) => {
          const active = network.caipNetworkId === current
          return (
            <li key={network.caipNetworkId}>
              <ListItem
                name={network.name}
                imageUrl={networkImageUrl(options, network)}
                imageShape="circle"
                aria-current={active ? 'true' : undefined}
                // Every testnet says so, the current one too; the tag marks the current network.
                description={network.testnet ? t('networks.testnet') : undefined}
                tag={active ? t('networks.current') : undefined}
                tagTone={active ? 'success' : 'neutral'}
                disabled={switching !== undefined && switching !== network.caipNetworkId}
                onClick={() => void pick(network)}
              />
            </li>
          )
        })}
      </ul>
      {switching && <Spinner label={t('networks.switching')} />}
    </>
  )
}

import { formatAmount } from '@latchkey/core'
import { useWatch } from '../app/useWatch'
import type { AppKit } from '../appkit/createAppKit'
import { ImageWithFallback } from '../components/Image/ImageWithFallback'
import { shortAddress } from '../format/shortAddress'
import { useT } from '../i18n'

/** Balance and name (or short address) of the connected account; opens Account. */
export function AccountButton({ appKit }: { appKit: AppKit }) {
  const t = useT()
  const chain = useWatch(appKit.controllers.chain.state)
  const namespace = chain.activeNamespace
  const account = namespace ? chain.chains[namespace]?.account : undefined
  if (!account?.address) return null
  const name = account.profileName ?? shortAddress(account.address)
  return (
    <button
      type="button"
      className="lk-host-button"
      data-kind="account"
      aria-label={t('button.account', { address: name })}
      onClick={() => void appKit.open({ view: 'Account' })}
    >
      <ImageWithFallback
        src={account.profileImage}
        name={account.address.slice(2) || '?'}
        size={28}
        shape="circle"
      />
      {account.balance !== undefined && (
        <span className="lk-host-button-balance">
          {formatAmount(account.balance)} {account.balanceSymbol}
        </span>
      )}
      <span>{name}</span>
    </button>
  )
}

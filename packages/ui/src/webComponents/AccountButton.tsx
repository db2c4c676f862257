import * as Chain from '@latchkey/controllers/chain'
import { formatAmount } from '@latchkey/core'
import { useContext } from 'react'
import { useControllerState } from '../app/controllerState'
import type { AppKit } from '../appkit/createAppKit'
import { shortAddress } from '../format/shortAddress'
import { TextContext, useT } from '../i18n/TextContext'
import { ButtonImage } from './ButtonArt'
import type { HostButtonAttributes } from './HostButton'
import { preloadModal } from './preloadModal'

/**
 * core's display amount in the locale's digits and separators: Intl on the exact decimal string
 * (formatTokenAmount's rule, inline: sharing that module with the views costs start-up a chunk).
 */
const localeDigits = (amount: string, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: false }).format(
    amount as unknown as number,
  )

/** Balance and name (or short address) of the connected account; opens Account. */
export function AccountButton({
  appKit,
  size,
  disabled,
  balance: showBalance,
  namespace: wanted,
}: HostButtonAttributes & { appKit: AppKit }) {
  const t = useT()
  // The buttons' locale (English until another locale's table has come): its digits and separators.
  const locale = useContext(TextContext)?.locale ?? 'en'
  const chain = useControllerState(Chain.state(appKit.controllers))
  // Inline, not app/activeAccount: the button is start-up code, kept to its size.
  const namespace = wanted ?? chain.activeNamespace
  const account = namespace ? chain.chains[namespace]?.account : undefined
  if (!namespace || !account?.address) return null
  const address = account.address
  const name = account.profileName ?? shortAddress(address)
  const balance =
    account.balance !== undefined && showBalance !== 'hide'
      ? `${localeDigits(formatAmount(account.balance), locale)} ${account.balanceSymbol ?? ''}`.trim()
      : undefined
  return (
    // Named by what it shows (balance and address: label in name, WCAG 2.5.3); the title says
    // what it does. The avatar's initials are decoration, hidden from assistive technology.
    <button
      type="button"
      className="lk-host-button"
      data-kind="account"
      data-size={size}
      disabled={disabled}
      {...preloadModal}
      title={t('button.account')}
      onClick={() => void appKit.open({ view: 'Account' })}
    >
      <ButtonImage
        src={() => account.profileImage}
        name={(parts) => parts.namespaceProfile(namespace).addressBody(address) || '?'}
        size={size}
      />
      {balance && (
        <span className="lk-host-button-balance" dir="ltr">
          {balance}
        </span>
      )}
      {/* A space between the parts, so the visible text reads like the accessible name. */}
      {balance && ' '}
      <span>{name}</span>
    </button>
  )
}

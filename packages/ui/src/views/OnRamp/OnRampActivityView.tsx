import type { RouterData } from '@latchkey/controllers'
import * as OnRamp from '@latchkey/controllers/onramp'
import * as Snack from '@latchkey/controllers/snack'
import { useEffect } from 'react'
import { dayFormat } from '../../format/monthGroups'
import { useI18n } from '../../i18n'
import { useStyles } from '../../styles/StyleRootContext'
import { ActivityRow } from '../Activity/ActivityRow'
import { activityCss } from '../Activity/activityCss'
import { ViewBody } from '../shared/ViewBody'
import { onrampCss } from './onrampCss'
import { useOnRampT } from './onrampMessages'
import { useOnRamp } from './useOnRamp'

// The partner's page is paid in another window: the purchases are read again while this is open.
const POLL_MS = 2_000

/** The account's purchases here (history `onramp` query), after the checkout opened. */
export function OnRampActivityView({ data }: { data: RouterData | undefined }) {
  useStyles(onrampCss)
  useStyles(activityCss)
  const t = useOnRampT()
  const { locale } = useI18n()
  const { ctx, state } = useOnRamp()
  const ready = state.owner !== undefined && !state.loadingOptions

  useEffect(() => {
    if (!ready) return
    let toasted = false
    const read = () =>
      OnRamp.fetchPurchases(ctx).catch(() => {
        // SPEC §8: once, not at every poll.
        if (!toasted) Snack.showError(ctx, { code: 'FAILED_TO_FETCH_TRANSACTIONS' })
        toasted = true
      })
    void read()
    const timer = setInterval(read, POLL_MS)
    return () => clearInterval(timer)
  }, [ctx, ready])

  const checkout = data?.onrampCheckout
  let link: string | undefined
  try {
    link = checkout ? OnRamp.checkedCheckoutUrl(checkout.url) : undefined
  } catch {
    link = undefined
  }
  const day = dayFormat(locale)
  return (
    <ViewBody>
      {checkout && (
        <p className="lk-onramp-note" role="status">
          {t('onramp.opened', { partner: checkout.partner })}{' '}
          {link && (
            <a className="lk-onramp-link" href={link} target="_blank" rel="noopener noreferrer">
              {t('onramp.openAgain')}
            </a>
          )}
        </p>
      )}
      <h3 className="lk-activity-month">{t('onramp.purchases')}</h3>
      {state.purchases.length === 0 ? (
        <p className="lk-empty">{t('onramp.noPurchases')}</p>
      ) : (
        <ul className="lk-list" data-testid="onramp-purchases">
          {state.purchases.map((tx) => (
            <ActivityRow key={tx.id} tx={tx} day={day} />
          ))}
        </ul>
      )}
    </ViewBody>
  )
}

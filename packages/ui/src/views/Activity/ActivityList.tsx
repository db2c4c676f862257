import type { Transaction } from '@latchkey/core'
import { useEffect, useId, useRef } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { readControllerState, useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { ImageWithFallback } from '../../components/Image/ImageWithFallback'
import { Spinner } from '../../components/Spinner/Spinner'
import { type Translator, useI18n } from '../../i18n'
import { useStyles } from '../../styles/StyleRootContext'
import { providerImageUrl } from '../shared/providerImageUrl'
import { activityCss } from './activityCss'
import { describeTransaction } from './describeTransaction'
import { monthLabel } from './monthLabel'

const STATUS_KEYS = {
  confirmed: 'activity.status.confirmed',
  failed: 'activity.status.failed',
  pending: 'activity.status.pending',
} as const

function operationText(operation: string, t: Translator['t']): string {
  if (operation === 'send') return t('activity.sent')
  if (operation === 'receive') return t('activity.received')
  return operation.charAt(0).toUpperCase() + operation.slice(1)
}

/** The account's transactions by month, newest first (SPEC §2), a page at a time. */
export function ActivityList() {
  useStyles(activityCss)
  const ctx = useControllers()
  const { t, locale } = useI18n()
  const state = useControllerState(ctx.transactions)
  const options = useControllerState(ctx.options)
  const idBase = useId()
  const end = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const now = readControllerState(ctx.transactions)
    if (now.transactions.length === 0 && !now.empty && !now.failed)
      void ctx.transactions.fetchTransactions()
  }, [ctx])

  // The next page loads as the end of the list scrolls into view; the button stays for keyboards.
  const canPage = Boolean(state.next) && !state.failed
  useEffect(() => {
    const sentinel = end.current
    if (!canPage || !sentinel || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void ctx.transactions.fetchTransactions()
    })
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [canPage, ctx])

  const retry = (
    <Button
      variant="secondary"
      fullWidth
      loading={state.loading}
      onClick={() => void ctx.transactions.retry()}
    >
      {t('common.retry')}
    </Button>
  )
  const groups = ctx.transactions.getGroups()
  if (state.loading && groups.length === 0) return <Spinner />
  if (groups.length === 0 && state.failed)
    return (
      <div className="lk-stack">
        <p className="lk-empty">{t('activity.failed')}</p>
        {retry}
      </div>
    )
  if (groups.length === 0) return <p className="lk-empty">{t('activity.empty')}</p>

  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const row = (tx: Transaction) => {
    const summary = describeTransaction(tx)
    const status = tx.metadata.status as keyof typeof STATUS_KEYS
    return (
      <li key={tx.id} className="lk-activity-row">
        <ImageWithFallback
          src={
            summary.iconUrl ||
            providerImageUrl(options, 'tokens', tx.transfers[0]?.fungible_info?.symbol)
          }
          name={summary.symbol}
          size={36}
          shape="circle"
        />
        <span className="lk-activity-text">
          <span className="lk-activity-title">{operationText(summary.operation, t)}</span>
          <span className="lk-activity-detail">{summary.amounts.join(', ')}</span>
        </span>
        <span className="lk-activity-detail">
          <span className="lk-activity-status" data-status={status}>
            {STATUS_KEYS[status] ? t(STATUS_KEYS[status]) : tx.metadata.status}
          </span>
          {' · '}
          <time dateTime={tx.metadata.minedAt}>{day.format(new Date(tx.metadata.minedAt))}</time>
        </span>
      </li>
    )
  }

  return (
    <div className="lk-stack">
      {groups.map((group) => {
        const headingId = `${idBase}-${group.year}-${group.month}`
        return (
          <section key={headingId} className="lk-activity-group" aria-labelledby={headingId}>
            <h3 id={headingId} className="lk-activity-month">
              {monthLabel(group.year, group.month, locale, ctx.clock.now())}
            </h3>
            <ul className="lk-list">{group.transactions.map(row)}</ul>
          </section>
        )
      })}
      {state.failed && retry}
      {canPage && (
        <Button
          variant="secondary"
          fullWidth
          loading={state.loading}
          onClick={() => void ctx.transactions.fetchTransactions()}
        >
          {t('activity.more')}
        </Button>
      )}
      <div ref={end} aria-hidden="true" />
    </div>
  )
}

import * as Transactions from '@latchkey/controllers/transactions'
import type { Transaction } from '@latchkey/core'
import { useEffect, useId, useRef } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { readControllerState, useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { Spinner } from '../../components/Spinner/Spinner'
import { calendarOf, dayFormat, monthGroups, monthHeading } from '../../format/monthGroups'
import { useI18n } from '../../i18n'
import { useStyles } from '../../styles/StyleRootContext'
import { ActivityRow } from './ActivityRow'
import { activityCss } from './activityCss'

/** The account's transactions by month, newest first (SPEC §2), a page at a time. */
export function ActivityList() {
  useStyles(activityCss)
  const ctx = useControllers()
  const { t, locale } = useI18n()
  const state = useControllerState(Transactions.state(ctx))
  const idBase = useId()
  const end = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const now = readControllerState(Transactions.state(ctx))
    if (now.transactions.length === 0 && !now.empty && !now.failed)
      void Transactions.fetchTransactions(ctx)
  }, [ctx])

  // The next page loads as the end of the list scrolls into view; the button stays for keyboards.
  const canPage = Boolean(state.next) && !state.failed
  useEffect(() => {
    const sentinel = end.current
    if (!canPage || !sentinel || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void Transactions.fetchTransactions(ctx)
    })
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [canPage, ctx])

  const retry = (
    <Button
      variant="secondary"
      fullWidth
      loading={state.loading}
      onClick={() => void Transactions.retry(ctx)}
    >
      {t('common.retry')}
    </Button>
  )
  // By month in the visitor's own time zone (the controller's groups are UTC's), on the
  // locale's calendar (Persian's months in fa), as the headings name them.
  const groups = monthGroups(
    Transactions.getGroups(ctx).flatMap((group) => group.transactions),
    undefined,
    calendarOf(locale),
  )
  if (state.loading && groups.length === 0) return <Spinner />
  if (groups.length === 0 && state.failed)
    return (
      <div className="lk-stack">
        <p className="lk-empty">{t('activity.failed')}</p>
        {retry}
      </div>
    )
  if (groups.length === 0) return <p className="lk-empty">{t('activity.empty')}</p>

  const day = dayFormat(locale)
  const row = (tx: Transaction) => <ActivityRow key={tx.id} tx={tx} day={day} />

  return (
    <div className="lk-stack">
      {groups.map((group) => {
        const headingId = `${idBase}-${group.year}-${group.month}`
        return (
          <section key={headingId} className="lk-activity-group" aria-labelledby={headingId}>
            <h3 id={headingId} className="lk-activity-month">
              {monthHeading(group, locale, ctx.clock.now())}
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
          onClick={() => void Transactions.fetchTransactions(ctx)}
        >
          {t('activity.more')}
        </Button>
      )}
      <div ref={end} aria-hidden="true" />
    </div>
  )
}

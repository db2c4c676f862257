import * as Options from '@latchkey/controllers/options'
import type { Transaction } from '@latchkey/core'
import type { Snapshot } from 'valtio/vanilla'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { ImageWithFallback } from '../../components/Image/ImageWithFallback'
import { type Translator, useI18n } from '../../i18n'
import { nftImageUrl } from '../shared/nftImageUrl'
import { providerImageUrl } from '../shared/providerImageUrl'
import { describeTransaction } from './describeTransaction'

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

/** One transaction of an activity list: icon, kind, amounts, status and day. */
export function ActivityRow({ tx, day }: { tx: Snapshot<Transaction>; day: Intl.DateTimeFormat }) {
  const ctx = useControllers()
  const { t, locale } = useI18n()
  const options = useControllerState(Options.state(ctx))
  const summary = describeTransaction(tx, locale)
  const status = tx.metadata.status as keyof typeof STATUS_KEYS
  return (
    <li className="lk-activity-row">
      <ImageWithFallback
        src={
          summary.iconUrl ||
          nftImageUrl(options.apiUrl, summary.nftPreviewUrl) ||
          providerImageUrl(options, 'tokens', tx.transfers[0]?.fungible_info?.symbol)
        }
        name={summary.symbol}
        size={36}
        shape="circle"
      />
      <span className="lk-activity-text">
        <span className="lk-activity-title">{operationText(summary.operation, t)}</span>
        <span className="lk-activity-detail">
          {summary.amounts.map((amount, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one transaction's transfers never reorder
            <span key={index}>
              {index > 0 && ', '}
              <span className="lk-ltr">{amount}</span>
            </span>
          ))}
        </span>
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

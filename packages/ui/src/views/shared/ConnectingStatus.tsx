import { isUserRejection } from '@latchkey/core'
import type { ReactNode } from 'react'
import { Button } from '../../components/Button/Button'
import { ImageWithFallback } from '../../components/Image/ImageWithFallback'
import { Spinner } from '../../components/Spinner/Spinner'
import { useI18n } from '../../i18n'
import { useStyles } from '../../styles/StyleRootContext'
import { connectingCss } from './connectingCss'
import type { AttemptStatus } from './useConnectAttempt'

export interface ConnectingStatusProps {
  name: string
  imageUrl?: string | null
  status: AttemptStatus
  error: unknown
  onRetry(): void
  /** What to do while waiting; defaults to "Approve the connection in your wallet". */
  hint?: ReactNode
}

/** The wallet's picture with a spinner while waiting, and the reason with a retry when it failed. */
export function ConnectingStatus({
  name,
  imageUrl,
  status,
  error,
  onRetry,
  hint,
}: ConnectingStatusProps) {
  useStyles(connectingCss)
  const { t, errorText } = useI18n()
  const failed = status === 'failed'
  return (
    <div className="lk-connecting">
      <span className="lk-connecting-art" data-failed={failed ? 'true' : undefined}>
        <ImageWithFallback src={imageUrl} name={name} size={72} />
        {status === 'pending' && <Spinner />}
      </span>
      <p className="lk-lead">
        {failed
          ? isUserRejection(error)
            ? t('connecting.declined')
            : t('connecting.failed')
          : t('connecting.continueIn', { name })}
      </p>
      {failed ? (
        <>
          {!isUserRejection(error) && (
            <p className="lk-small lk-error-text" role="alert">
              {errorText(error)}
            </p>
          )}
          <Button variant="secondary" onClick={onRetry} data-autofocus>
            {t('common.retry')}
          </Button>
        </>
      ) : (
        <p className="lk-muted">{hint ?? t('connecting.approve')}</p>
      )}
    </div>
  )
}

import { Spinner } from '../../components/Spinner/Spinner'
import { useT } from '../../i18n'
import { ViewBody } from '../shared/ViewBody'

/**
 * SPEC §2 ApproveTransaction: the embedded wallet shows the request in its secure frame; the
 * modal keeps the visitor informed until the frame answers or the modal is closed.
 */
export function ApproveTransactionView() {
  const t = useT()
  return (
    <ViewBody centered>
      <p>{t('approve.body')}</p>
      <Spinner label={t('approve.waiting')} />
    </ViewBody>
  )
}

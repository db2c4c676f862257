import { useId } from 'react'
import { useT } from '../../i18n'
import { useStyles } from '../../styles/StyleRootContext'
import { Button, type ButtonProps } from '../Button/Button'
import { CheckIcon, CopyIcon } from '../icons'
import { copyCss } from './copyCss'
import { useCopy } from './useCopy'

export interface CopyButtonProps {
  text: string
  /** The button's text; "Copy link" by default. */
  label?: string
  variant?: ButtonProps['variant']
}

/**
 * Copies a text. Where the clipboard is refused, it says so and shows the text selected in a
 * read-only field, so the visitor can still copy it by hand.
 */
export function CopyButton({ text, label, variant = 'secondary' }: CopyButtonProps) {
  useStyles(copyCss)
  const t = useT()
  const [status, copy] = useCopy()
  const fieldId = useId()
  return (
    <div className="lk-copy">
      <Button variant={variant} fullWidth onClick={() => copy(text)}>
        {status === 'copied' ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
        {label ?? t('common.copyLink')}
      </Button>
      <p className="lk-copy-message" role="status">
        {status === 'copied' && t('common.copied')}
        {status === 'failed' && <label htmlFor={fieldId}>{t('common.copyFailed')}</label>}
      </p>
      {status === 'failed' && (
        <input
          id={fieldId}
          className="lk-copy-fallback"
          readOnly
          value={text}
          onFocus={(event) => event.currentTarget.select()}
          ref={(input) => input?.select()}
        />
      )}
    </div>
  )
}

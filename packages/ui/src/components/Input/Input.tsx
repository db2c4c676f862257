import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { useStyles } from '../../styles/StyleRootContext'
import { inputCss } from './inputCss'

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Always given; hideLabel keeps it for screen readers only. */
  label: string
  hideLabel?: boolean
  hint?: ReactNode
  /** Marks the field invalid and is announced with it. */
  error?: ReactNode
  leading?: ReactNode
  trailing?: ReactNode
}

/** A text field that always has a label, with its hint and error tied to it by id. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, hideLabel, hint, error, leading, trailing, className, ...rest },
  ref,
) {
  useStyles(inputCss)
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div className={['lk-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'lk-visually-hidden' : 'lk-field-label'}>
        {label}
      </label>
      <div className="lk-field-box" data-invalid={error ? 'true' : undefined}>
        {leading}
        <input
          {...rest}
          ref={ref}
          id={id}
          className="lk-field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="lk-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="lk-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
})

import { type SelectHTMLAttributes, useId } from 'react'
import { useStyles } from '../../styles/StyleRootContext'
import { inputCss } from '../Input/inputCss'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  options: readonly SelectOption[]
}

/** A native select with a label: the platform's own picker, accessible everywhere. */
export function Select({ label, options, className, ...rest }: SelectProps) {
  useStyles(inputCss)
  const id = useId()
  return (
    <div className={['lk-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="lk-field-label">
        {label}
      </label>
      <div className="lk-field-box">
        <select {...rest} id={id} className="lk-field-input">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

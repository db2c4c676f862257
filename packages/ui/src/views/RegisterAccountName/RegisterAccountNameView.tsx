import type { RouterData } from '@latchkey/controllers'
import { isValidName } from '@latchkey/core'
import { type FormEvent, useEffect, useState } from 'react'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { Input } from '../../components/Input/Input'
import { ListItem } from '../../components/ListItem/ListItem'
import { useT } from '../../i18n'
import { useDebounced } from '../AllWallets/useDebounced'
import { ViewBody } from '../shared/ViewBody'

const SUGGEST_DELAY_MS = 300

/** SPEC §2 RegisterAccountName: a valid name (§5), suggestions, then registration. */
export function RegisterAccountNameView({ data }: { data: RouterData | undefined }) {
  const ctx = useControllers()
  const t = useT()
  const names = useControllerState(ctx.names)
  const [name, setName] = useState(data?.registerAccountName ?? '')
  const [touched, setTouched] = useState(false)
  const query = useDebounced(name.trim(), SUGGEST_DELAY_MS)
  const valid = isValidName(name.trim())

  useEffect(() => {
    if (isValidName(query)) ctx.names.getSuggestions(query).catch(() => {})
  }, [ctx, query])

  const register = (value: string) => {
    // The controller shows the success view, and on failure returns here with a toast.
    ctx.names.registerName(value).catch(() => {})
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (valid) register(name.trim())
  }

  return (
    <ViewBody>
      <form className="lk-section" onSubmit={submit} noValidate>
        <Input
          label={t('register.label')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          hint={t('register.hint')}
          error={touched && name !== '' && !valid ? t('register.invalid') : undefined}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <Button type="submit" fullWidth disabled={!valid} loading={names.loading && valid}>
          {valid ? t('register.submit', { name: name.trim() }) : t('common.continue')}
        </Button>
      </form>
      {valid && names.suggestions.length > 0 && (
        <section className="lk-section" aria-label={t('register.suggestions')}>
          <p className="lk-section-title">{t('register.suggestions')}</p>
          <ul className="lk-list">
            {names.suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <ListItem
                  name={suggestion.name}
                  imageUrl={null}
                  tag={suggestion.registered ? t('register.taken') : t('register.available')}
                  tagTone={suggestion.registered ? 'neutral' : 'success'}
                  disabled={suggestion.registered}
                  onClick={() => register(suggestion.name)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </ViewBody>
  )
}

import type { RouterData } from '@latchkey/controllers'
import * as Names from '@latchkey/controllers/names'
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
import { nameAvailability } from './nameAvailability'

const SUGGEST_DELAY_MS = 300

/** SPEC §2 RegisterAccountName: a valid name (§5), its availability and suggestions, then registration. */
export function RegisterAccountNameView({ data }: { data: RouterData | undefined }) {
  const ctx = useControllers()
  const t = useT()
  const names = useControllerState(Names.state(ctx))
  const [name, setName] = useState(data?.registerAccountName ?? '')
  const [touched, setTouched] = useState(false)
  const typed = name.trim()
  const query = useDebounced(typed, SUGGEST_DELAY_MS)
  const valid = isValidName(typed)
  // The provider's answer for what is typed now; an answer for an older input is not shown.
  const answer = nameAvailability(names, typed, (label) => Names.fullName(ctx, label))

  useEffect(() => {
    if (isValidName(query)) void Names.suggest(ctx, query)
  }, [ctx, query])

  const register = (label: string) => {
    // The controller shows the success view, and on failure returns here with a toast.
    Names.registerName(ctx, label).catch(() => {})
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (valid && !answer.taken) register(typed)
  }
  const error =
    touched && name !== '' && !valid
      ? t('register.invalid')
      : answer.taken
        ? t('register.nameTaken', { name: Names.fullName(ctx, typed) })
        : undefined

  return (
    <ViewBody>
      <form className="lk-section" onSubmit={submit} noValidate>
        <Input
          label={t('register.label')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          hint={t('register.hint')}
          error={error}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <p className="lk-muted" role="status">
          {valid && answer.checking && t('register.checking')}
          {valid &&
            answer.available &&
            t('register.nameAvailable', { name: Names.fullName(ctx, typed) })}
        </p>
        <Button
          type="submit"
          fullWidth
          disabled={!valid || answer.taken}
          loading={names.loading && valid}
        >
          {valid
            ? t('register.submit', { name: Names.fullName(ctx, typed) })
            : t('common.continue')}
        </Button>
      </form>
      {valid && answer.others.length > 0 && (
        <section className="lk-section" aria-label={t('register.suggestions')}>
          <p className="lk-section-title">{t('register.suggestions')}</p>
          <ul className="lk-list">
            {answer.others.map((suggestion) => (
              <li key={suggestion.name}>
                <ListItem
                  name={suggestion.name}
                  imageUrl={null}
                  tag={suggestion.registered ? t('register.taken') : t('register.available')}
                  tagTone={suggestion.registered ? 'neutral' : 'success'}
                  disabled={suggestion.registered}
                  onClick={() => register(suggestion.label)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </ViewBody>
  )
}

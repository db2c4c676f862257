import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../i18n'
import { LOCALES } from '../i18n/locales'
import { Alert } from './Alert/Alert'
import { Button } from './Button/Button'
import { IconButton } from './Button/IconButton'
import { Header } from './Header/Header'
import { Input } from './Input/Input'
import { CloseIcon } from './icons'
import { ListItem } from './ListItem/ListItem'
import { Spinner } from './Spinner/Spinner'

// Components render inside the modal's locale provider, as in the modal.
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider tables={LOCALES}>{children}</I18nProvider>
)

describe('buttons', () => {
  it('IconButton is named by its label, not its icon', async () => {
    const onClick = vi.fn()
    render(<IconButton label="Close" icon={<CloseIcon />} onClick={onClick} />)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClick).toHaveBeenCalled()
  })

  it('a loading Button is busy and refuses clicks', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Sign
      </Button>,
    )
    const button = screen.getByRole('button', { name: /Sign/ })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect((button as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('Header', () => {
  it('titles the view and labels back and close in the locale', async () => {
    const onBack = vi.fn()
    const onClose = vi.fn()
    render(
      <I18nProvider tables={LOCALES} locale="de">
        <Header title="Wallet verbinden" titleId="h" onBack={onBack} onClose={onClose} />
      </I18nProvider>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Wallet verbinden' }).id).toBe('h')
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }))
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('leaves out back on the first view and can disable close', () => {
    render(<Header title="Sign in" titleId="h" onClose={() => {}} closeDisabled />, { wrapper })
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('Input', () => {
  it('is labelled, and describes its hint and error', () => {
    render(
      <Input label="Email address" hint="We send a code" error="Enter a valid email address." />,
    )
    const input = screen.getByRole('textbox', { name: 'Email address' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual(['We send a code', 'Enter a valid email address.'])
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address.')
  })

  it('keeps a hidden label for screen readers', () => {
    render(<Input label="Search wallets" hideLabel />)
    expect(screen.getByRole('textbox', { name: 'Search wallets' })).toBeTruthy()
  })
})

describe('ListItem, Spinner, Alert', () => {
  it('a wallet row is one button named by the wallet and its tag', async () => {
    const onClick = vi.fn()
    render(<ListItem name="Dev Wallet" tag="Installed" imageUrl={null} onClick={onClick} chevron />)
    await userEvent.click(screen.getByRole('button', { name: /Dev Wallet/ }))
    expect(onClick).toHaveBeenCalled()
    expect(screen.getByRole('button').textContent).toContain('Installed')
  })

  it('Spinner is a busy status with a text', () => {
    render(<Spinner />, { wrapper })
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-busy')).toBe('true')
    expect(status.textContent).toBe('Loading')
  })

  it('an error Alert interrupts; an info Alert waits; dismiss is labelled', async () => {
    const onDismiss = vi.fn()
    const { rerender } = render(
      <Alert title="Network Not Found" message="Pick another" onDismiss={onDismiss} />,
      { wrapper },
    )
    expect(screen.getByRole('alert').textContent).toContain('Network Not Found')
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalled()
    rerender(<Alert title="Heads up" variant="info" />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toContain('Heads up')
  })
})

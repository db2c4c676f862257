import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../i18n'
import { LOCALES } from '../../i18n/locales'
import { CopyButton } from './CopyButton'

// Inside the modal's locale provider, as in the modal.
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider tables={LOCALES}>{children}</I18nProvider>
)

describe('CopyButton', () => {
  afterEach(() => vi.restoreAllMocks())

  it('copies with the clipboard and says so', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    render(<CopyButton text="wc:abc@2" />, { wrapper })
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith('wc:abc@2')
    expect(screen.getByRole('status').textContent).toBe('Copied to clipboard')
  })

  it('when the clipboard is refused, explains and shows the text selected to copy by hand', async () => {
    const user = userEvent.setup()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'))
    render(<CopyButton text="wc:abc@2" />, { wrapper })
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    const field = screen.getByRole('textbox', { name: /Copying is blocked/ }) as HTMLInputElement
    expect(field.value).toBe('wc:abc@2')
    expect(field.readOnly).toBe(true)
  })
})

import * as Connection from '@latchkey/controllers/connection'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { App } from './App'
import { ADDRESS, createTestAppKit, resetAppKit, WALLET_ID } from './appKitFixture'

afterEach(() => resetAppKit())

it('hydrates server markup with no mismatch, then shows the live connected state', async () => {
  const serverHtml = renderToString(<App />) // what the server sent: no AppKit there
  const container = document.createElement('div')
  container.innerHTML = serverHtml
  document.body.append(container)

  // On the client a session is live before hydration, so client state differs from the server's.
  const { appKit } = createTestAppKit()
  await appKit.ready
  await Connection.connect(appKit.controllers, { connectorId: WALLET_ID, namespace: 'eip155' })

  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const recoverable: unknown[] = []
  await act(async () => {
    hydrateRoot(container, <App />, { onRecoverableError: (e) => recoverable.push(e) })
  })
  expect(recoverable).toEqual([])
  expect(errors).not.toHaveBeenCalled()
  expect(container.querySelector('[data-testid=account]')?.textContent).toBe(`Connected ${ADDRESS}`)
  expect(container.querySelector('[data-testid=network]')?.textContent).toBe('eip155:1')
  errors.mockRestore()
})

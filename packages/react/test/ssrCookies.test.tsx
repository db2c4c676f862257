import { ethereum, optimism } from '@latchkey/controllers/testing'
import { cookieStorage } from '@latchkey/core'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AppKitInitialState, cookieToInitialState } from '../src'
import { InitialStateContext } from '../src/ssr/initialStateContext'
import { App } from './App'
import { ADDRESS, createTestAppKit, resetAppKit, WALLET_ID } from './appKitFixture'

const networks = [ethereum, optimism]

function clearCookies() {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    const name = pair.slice(0, pair.indexOf('='))
    document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
  }
}

afterEach(() => {
  resetAppKit()
  clearCookies()
})

/** The page as a Next.js layout renders it: the provider's initial state around the app. */
function Page({ initialState }: { initialState: AppKitInitialState | undefined }) {
  return (
    <InitialStateContext.Provider value={initialState}>
      <App />
    </InitialStateContext.Provider>
  )
}

describe('cookieToInitialState', () => {
  it('reads what a connected session stored through cookieStorage', async () => {
    const { appKit } = createTestAppKit({ storage: cookieStorage })
    await appKit.ready
    await appKit.controllers.connection.connect({ connectorId: WALLET_ID, namespace: 'eip155' })
    const state = cookieToInitialState(document.cookie, { networks })
    expect(state).toEqual({
      accounts: { eip155: `eip155:1:${ADDRESS}` },
      activeNamespace: 'eip155',
      caipNetwork: ethereum,
    })
    await appKit.disconnect()
    expect(cookieToInitialState(document.cookie, { networks })).toBeUndefined()
  })

  it('trusts only a connected status, a namespace with a connector, valid ids and known networks', () => {
    const header = (values: Record<string, unknown>) =>
      Object.entries(values)
        .map(([k, v]) => `latchkey.${k}=${encodeURIComponent(JSON.stringify(v))}`)
        .join('; ')
    const connected = {
      'connection-status': 'connected',
      'active-connector-ids': { eip155: 'io.metamask' },
      'address-cache': { eip155: `eip155:10:${ADDRESS}`, solana: 'solana:x:abc' },
      'active-caip-network-id': 'eip155:10',
    }
    expect(cookieToInitialState(header(connected), { networks })).toEqual({
      accounts: { eip155: `eip155:10:${ADDRESS}` },
      activeNamespace: 'eip155',
      caipNetwork: optimism,
    })
    expect(
      cookieToInitialState(header({ ...connected, 'active-caip-network-id': 'eip155:999' }), {
        networks,
      })?.caipNetwork,
    ).toBeUndefined()
    for (const broken of [
      { ...connected, 'connection-status': 'connecting' },
      { ...connected, 'active-connector-ids': {} },
      { ...connected, 'address-cache': { eip155: 'not-caip' } },
      { ...connected, 'address-cache': { eip155: `solana:x:${ADDRESS}` } },
      { ...connected, 'address-cache': ['eip155:1:0x1'] },
    ])
      expect(cookieToInitialState(header(broken), { networks })).toBeUndefined()
    expect(cookieToInitialState(undefined, { networks })).toBeUndefined()
    expect(cookieToInitialState('latchkey.connection-status=%7B', { networks })).toBeUndefined()
  })
})

describe('server rendering from cookies', () => {
  const initialState: AppKitInitialState = {
    accounts: { eip155: `eip155:1:${ADDRESS}` },
    activeNamespace: 'eip155',
    caipNetwork: ethereum,
  }

  it('renders the stored account and network, then hydrates with no mismatch while the session restores', async () => {
    const serverHtml = renderToString(<Page initialState={initialState} />)
    expect(serverHtml).toContain(`Connected ${ADDRESS}`)
    expect(serverHtml).toContain('eip155:1')

    // The first visit's connection, stored in cookies; the reload's instance restores it.
    const first = createTestAppKit({ storage: cookieStorage })
    await first.appKit.ready
    await first.appKit.controllers.connection.connect({
      connectorId: WALLET_ID,
      namespace: 'eip155',
    })
    resetAppKit()

    const container = document.createElement('div')
    container.innerHTML = serverHtml
    document.body.append(container)
    const { appKit } = createTestAppKit({ storage: cookieStorage, remembersSite: true })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Page initialState={initialState} />, {
        onRecoverableError: (e) => recoverable.push(e),
      })
    })
    const account = () => container.querySelector('[data-testid=account]')?.textContent
    // Still restoring or restored: never the disconnected state in between.
    expect(account()).toBe(`Connected ${ADDRESS}`)
    await act(async () => {
      await appKit.ready
    })
    expect(appKit.getState().initialized).toBe(true)
    expect(account()).toBe(`Connected ${ADDRESS}`)
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    container.remove()
  })

  it('keeps the server state while the session restores, where the live state is not yet connected', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page initialState={initialState} />)
    document.body.append(container)
    const first = createTestAppKit({ storage: cookieStorage })
    await first.appKit.ready
    await first.appKit.controllers.connection.connect({
      connectorId: WALLET_ID,
      namespace: 'eip155',
    })
    resetAppKit()
    let answer = () => {}
    const syncGate = new Promise<void>((resolve) => {
      answer = resolve
    })
    const { appKit } = createTestAppKit({ storage: cookieStorage, remembersSite: true, syncGate })
    const account = () => container.querySelector('[data-testid=account]')?.textContent
    await act(async () => {
      hydrateRoot(container, <Page initialState={initialState} />)
    })
    // The wallet has not answered: the instance reads 'connecting' with no account.
    expect(appKit.getAccount().isConnected).toBe(false)
    expect(appKit.getState().initialized).toBe(false)
    expect(account()).toBe(`Connected ${ADDRESS}`)
    await act(async () => {
      answer()
      await appKit.ready
    })
    expect(appKit.getAccount().isConnected).toBe(true)
    expect(account()).toBe(`Connected ${ADDRESS}`)
    container.remove()
  })

  it('shows the live state once restored: a wallet that forgot the site reads disconnected', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page initialState={initialState} />)
    document.body.append(container)
    cookieStorage.set('connection-status', 'connected')
    cookieStorage.set('active-connector-ids', { eip155: WALLET_ID })
    const { appKit } = createTestAppKit({ storage: cookieStorage })
    await act(async () => {
      hydrateRoot(container, <Page initialState={initialState} />)
      await appKit.ready
    })
    expect(container.querySelector('[data-testid=account]')?.textContent).toBe('Not connected')
    expect(cookieToInitialState(document.cookie, { networks })).toBeUndefined()
    container.remove()
  })
})

import * as Connection from '@latchkey/controllers/connection'
import { cookieStorage } from '@latchkey/core'
import { ethereum, optimism } from '@latchkey/test-fakes'
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
    await Connection.connect(appKit.controllers, { connectorId: WALLET_ID, namespace: 'eip155' })
    const state = cookieToInitialState(document.cookie, { networks })
    expect(state).toEqual({
      accounts: { eip155: `eip155:1:${ADDRESS}` },
      activeNamespace: 'eip155',
      caipNetwork: ethereum,
    })
    await appKit.disconnect()
    expect(cookieToInitialState(document.cookie, { networks })).toBeUndefined()
  })

  const header = (values: Record<string, unknown>) =>
    Object.entries(values)
      .map(([k, v]) => `latchkey.${k}=${encodeURIComponent(JSON.stringify(v))}`)
      .join('; ')

  it('trusts only version 1, a namespace with a connector, valid ids and known networks', () => {
    const store = {
      version: 1,
      activeNamespace: 'eip155',
      namespaces: {
        eip155: {
          connectorId: 'io.metamask',
          networkId: 'eip155:10',
          caipAddress: `eip155:10:${ADDRESS}`,
        },
        solana: { networkId: 'solana:x', caipAddress: 'solana:x:abc' },
      },
      recentWallets: [],
    }
    expect(cookieToInitialState(header({ store }), { networks })).toEqual({
      accounts: { eip155: `eip155:10:${ADDRESS}` },
      activeNamespace: 'eip155',
      caipNetwork: optimism,
    })
    const eip155 = store.namespaces.eip155
    const withEvm = (entry: Record<string, unknown>) => ({
      store: { ...store, namespaces: { eip155: { ...eip155, ...entry } } },
    })
    expect(
      cookieToInitialState(header(withEvm({ networkId: 'eip155:999' })), { networks })?.caipNetwork,
    ).toBeUndefined()
    for (const broken of [
      { store: { ...store, version: 2 } },
      { store: { ...store, version: '1' } },
      { store: 'connected' },
      withEvm({ connectorId: undefined }),
      withEvm({ connectorId: 7 }),
      withEvm({ caipAddress: 'not-caip' }),
      withEvm({ caipAddress: `solana:x:${ADDRESS}` }),
      { store: { ...store, namespaces: ['eip155:1:0x1'] } },
    ])
      expect(cookieToInitialState(header(broken), { networks })).toBeUndefined()
    expect(cookieToInitialState(undefined, { networks })).toBeUndefined()
    expect(cookieToInitialState('latchkey.store=%7B', { networks })).toBeUndefined()
  })

  it("reads the previous version's cookies, one a key, until the browser migrates them", () => {
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
    for (const broken of [
      { ...connected, 'connection-status': 'disconnected' },
      { ...connected, 'active-connector-ids': {} },
      { ...connected, 'address-cache': { eip155: 'not-caip' } },
      { ...connected, 'address-cache': { eip155: `solana:x:${ADDRESS}` } },
      { ...connected, 'address-cache': ['eip155:1:0x1'] },
    ])
      expect(cookieToInitialState(header(broken), { networks })).toBeUndefined()
  })

  it('the browser writes one cookie, latchkey.store, and no key of the previous version', async () => {
    const { appKit } = createTestAppKit({ storage: cookieStorage })
    await appKit.ready
    await Connection.connect(appKit.controllers, { connectorId: WALLET_ID, namespace: 'eip155' })
    const names = document.cookie.split('; ').map((pair) => pair.slice(0, pair.indexOf('=')))
    expect(names).toContain('latchkey.store')
    for (const old of ['connection-status', 'active-connector-ids', 'address-cache'])
      expect(names).not.toContain(`latchkey.${old}`)
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
    await Connection.connect(first.appKit.controllers, {
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
    await Connection.connect(first.appKit.controllers, {
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

import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Network from '@latchkey/controllers/network'
import { createMemoryStorage } from '@latchkey/core'
import { act, render, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  AppKitAccountButton,
  AppKitButton,
  type AppKitButtonCustomProps,
  AppKitNetworkButton,
} from '../src'
import { ADDRESS, createTestAppKit, resetAppKit, WALLET_ID } from './appKitFixture'

afterEach(() => {
  act(() => resetAppKit())
  document.body.innerHTML = ''
})

/**
 * Renders a Custom button and keeps every props object it was handed, the last one first; resolves
 * once it has mounted (its first render, as on a hydrating client, reads mounted false).
 */
async function renderCustom(
  Custom: (props: { children: (p: AppKitButtonCustomProps) => React.ReactNode }) => React.ReactNode,
) {
  const seen: AppKitButtonCustomProps[] = []
  const view = render(
    <Custom>
      {(props) => {
        seen.unshift(props)
        return (
          <button type="button" onClick={() => void props.openConnectModal()}>
            {props.account?.displayName ?? 'Connect'}
          </button>
        )
      }}
    </Custom>,
  )
  expect(seen.at(-1)).toMatchObject({ mounted: false, account: undefined })
  await waitFor(() => expect(seen[0]?.mounted).toBe(true))
  return { view, last: () => seen[0]!, seen }
}

async function connect(appKit: ReturnType<typeof createTestAppKit>['appKit']) {
  await act(async () => {
    await appKit.ready
    await Connection.connect(appKit.controllers, { connectorId: WALLET_ID, namespace: 'eip155' })
  })
}

/** A page with a Custom button, rendered on the server and hydrated. */
function Page() {
  return (
    <AppKitButton.Custom>
      {({ mounted, status, account }) => (
        <span data-testid="custom">
          {`${mounted ? 'mounted' : 'not mounted'} ${status} ${account?.address ?? 'none'}`}
        </span>
      )}
    </AppKitButton.Custom>
  )
}

describe('AppKitButton.Custom and friends (issue 38)', () => {
  it('hand the network, no account and status disconnected before a connection', async () => {
    const { appKit } = createTestAppKit()
    await act(() => appKit.ready)
    const { last } = await renderCustom(AppKitButton.Custom)
    expect(last()).toMatchObject({
      account: undefined,
      network: {
        id: 1,
        caipNetworkId: 'eip155:1',
        name: 'Ethereum',
        unsupported: false,
      },
      status: 'disconnected',
      restoring: false,
      mounted: true,
    })
  })

  it('hand the account with its display name and balance once connected, and follow a disconnect', async () => {
    const { appKit } = createTestAppKit()
    const { last, view } = await renderCustom(AppKitAccountButton.Custom)
    await connect(appKit)
    await waitFor(() => expect(last().account?.balance).toBeDefined())
    expect(last().account).toEqual({
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      namespace: 'eip155',
      displayName: '0x1111…1111',
      profileName: undefined,
      avatarUrl: undefined,
      displayBalance: '5 ETH',
      balance: '5',
      balanceSymbol: 'ETH',
    })
    expect(last().status).toBe('connected')
    expect(view.container.textContent).toBe('0x1111…1111')
    await act(() => appKit.disconnect())
    expect(last().account).toBeUndefined()
    expect(last().status).toBe('disconnected')
  })

  it('hand the profile name and only image URLs an <img> may take', async () => {
    const { appKit } = createTestAppKit()
    const { last } = await renderCustom(AppKitButton.Custom)
    await connect(appKit)
    const show = async (profileImage: string) => {
      act(() =>
        Chain.setAccount(appKit.controllers, 'eip155', { profileName: 'alice.eth', profileImage }),
      )
      await waitFor(() => expect(last().account?.displayName).toBe('alice.eth'))
      return last().account?.avatarUrl
    }
    expect(await show('https://images.test/alice.png')).toBe('https://images.test/alice.png')
    expect(await show('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    )
    expect(await show('javascript:alert(1)')).toBeUndefined()
    expect(await show('http://images.test/alice.png')).toBeUndefined()
    expect(await show('http://192.168.1.1/router.png')).toBeUndefined()
    expect(last().account?.profileName).toBe('alice.eth')
  })

  it('flag a network the app did not request as unsupported', async () => {
    const { appKit } = createTestAppKit()
    await act(() => appKit.ready)
    const { last } = await renderCustom(AppKitNetworkButton.Custom)
    expect(last().network?.unsupported).toBe(false)
    act(() => Network.setUnsupportedCaipNetworkId(appKit.controllers, 'eip155:137'))
    await waitFor(() => expect(last().network?.unsupported).toBe(true))
  })

  it('open the modal on Connect, Account and the network list', async () => {
    const { appKit } = createTestAppKit()
    const { last } = await renderCustom(AppKitButton.Custom)
    await connect(appKit)
    for (const [open, view] of [
      ['openConnectModal', 'Connect'],
      ['openAccountModal', 'Account'],
      ['openNetworkModal', 'Networks'],
    ] as const) {
      await act(() => last()[open]())
      expect(appKit.getState()).toMatchObject({ open: true, view })
      act(() => appKit.close())
    }
  })

  it('read restoring (status connecting) while a stored session syncs', async () => {
    const storage = createMemoryStorage()
    const first = createTestAppKit({ storage })
    await connect(first.appKit)
    act(() => resetAppKit())
    let answer = () => {}
    const syncGate = new Promise<void>((resolve) => {
      answer = resolve
    })
    const { appKit } = createTestAppKit({ storage, remembersSite: true, syncGate })
    const { last, seen } = await renderCustom(AppKitButton.Custom)
    await waitFor(() => expect(last().restoring).toBe(true))
    expect(last()).toMatchObject({ status: 'connecting', account: undefined })
    await act(async () => {
      answer()
      await appKit.ready
    })
    await waitFor(() => expect(last().account?.address).toBe(ADDRESS))
    expect(last()).toMatchObject({ restoring: false, status: 'connected' })
    expect(seen.some((props) => props.status === 'disconnected' && props.mounted)).toBe(false)
  })

  it('render mounted false on the server and hydrate with no mismatch, then the live state', async () => {
    const serverHtml = renderToString(<Page />)
    expect(serverHtml).toContain('not mounted disconnected none')
    const container = document.createElement('div')
    container.innerHTML = serverHtml
    document.body.append(container)
    const { appKit } = createTestAppKit()
    await connect(appKit)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (e) => recoverable.push(e) })
    })
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    expect(container.textContent).toBe(`mounted connected ${ADDRESS}`)
  })
})

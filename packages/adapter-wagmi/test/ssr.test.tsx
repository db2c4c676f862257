import { announceDevWallet } from '@latchkey/dev-wallet'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cookieStorage,
  cookieToInitialState,
  createStorage,
  type State,
  useAccount,
  useChainId,
  WagmiProvider,
} from 'wagmi'
import { WagmiAdapter } from '../src/WagmiAdapter'
import { devWalletOn, type LocalStack, startLocalStack } from './support/localStack'

// SSR as the field's Next.js apps do it: `ssr` and wagmi's cookie storage, the server renders
// from the request's cookie, the page hydrates from the same cookie. Rendered with
// react-dom/server, hydrated with hydrateRoot in happy-dom; a mismatch is a recoverable error.
let stack: LocalStack

beforeAll(async () => {
  stack = await startLocalStack([31337])
})
afterAll(() => stack?.stop())

const adapterFor = () =>
  new WagmiAdapter({
    networks: stack.networks,
    projectId: 'test',
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
  })

function Account() {
  const { status, address } = useAccount()
  const chainId = useChainId()
  return <p id="account">{`${status} ${address ?? 'none'} ${chainId}`}</p>
}

function Page({ adapter, initialState }: { adapter: WagmiAdapter; initialState?: State }) {
  return (
    <WagmiProvider config={adapter.wagmiConfig} {...(initialState ? { initialState } : {})}>
      <QueryClientProvider client={new QueryClient()}>
        <Account />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

/** Hydrates `html` in the document; answers the recoverable errors (mismatches) it raised. */
async function hydrate(html: string, node: ReactNode): Promise<unknown[]> {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.replaceChildren(container)
  const errors: unknown[] = []
  await act(async () => {
    hydrateRoot(container, node, { onRecoverableError: (error) => errors.push(error) })
  })
  return errors
}

describe('SSR with cookie storage', () => {
  it('renders the disconnected state on the server and hydrates without a mismatch', async () => {
    const server = adapterFor()
    const html = renderToString(<Page adapter={server} />)
    expect(html).toContain('disconnected none 31337')
    const errors = await hydrate(html, <Page adapter={adapterFor()} />)
    expect(errors).toEqual([])
  })

  it('a connected visit: server and page render it from the cookie, then the page restores', async () => {
    // A first visit connects through the modal: wagmi writes its state into the cookie.
    const wallet = devWalletOn(stack)
    const unannounce = announceDevWallet(wallet)
    const visit = adapterFor()
    const first = document.createElement('div')
    document.body.replaceChildren(first)
    await act(async () => createRoot(first).render(<Page adapter={visit} />))
    await expect.poll(() => visit.getConnectors().map((c) => c.id)).toContain(wallet.info.rdns)
    await visit.connect({ connectorId: wallet.info.rdns })
    const cookie = document.cookie
    expect(cookie).toContain('wagmi.store')
    visit.destroy()

    // The next request: the server renders the connected account from the cookie alone.
    const server = adapterFor()
    const html = renderToString(
      <Page adapter={server} initialState={cookieToInitialState(server.wagmiConfig, cookie)} />,
    )
    const alice = stack.chains[0]!.accounts[0]!.address
    expect(html).toContain(`reconnecting ${alice} 31337`)

    // The page: the modal's restore starts before React hydrates, as createAppKit's does.
    const page = adapterFor()
    const restoring = page.syncConnection({ connectorId: wallet.info.rdns })
    const errors = await hydrate(
      html,
      <Page adapter={page} initialState={cookieToInitialState(page.wagmiConfig, cookie)} />,
    )
    expect(errors.map(String)).toEqual([])
    expect(await restoring).toMatchObject({ address: alice, caipNetworkId: 'eip155:31337' })
    await expect
      .poll(() => document.getElementById('account')?.textContent)
      .toBe(`connected ${alice} 31337`)
    unannounce()
    page.destroy()
  })
})

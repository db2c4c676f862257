import type { Store, ThemeState } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Theme from '@latchkey/controllers/theme'
import type { CaipNetwork } from '@latchkey/core'
import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { proxy, type Snapshot } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { readControllerState, useControllerState } from './controllerState'

/** A config of a bare store (as core/store's createStore makes it), with the host's theme options. */
const bareConfig = (hostOptions?: Parameters<typeof Theme.state>[0]['hostOptions']) => ({
  store: proxy<Store>({}),
  hostOptions,
})
type BareConfig = ReturnType<typeof bareConfig>

const ethereum: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

function ThemeProbe({ theme, seen }: { theme: ThemeState; seen: Snapshot<ThemeState>[] }) {
  const state = useControllerState(theme)
  seen.push(state)
  return <p>{state.themeMode}</p>
}

// Reads one field of the snapshot and asks a chain function for the rest, like ConnectView does.
function ChainProbe({ config }: { config: BareConfig }) {
  const { activeNamespace } = useControllerState(Chain.state(config))
  return (
    <p>
      {activeNamespace}: {Chain.isConnected(config) ? 'connected' : 'not connected'}
    </p>
  )
}

describe('useControllerState', () => {
  it('hands a view a snapshot it cannot write: writes throw and the state stays', () => {
    const config = bareConfig({
      themeMode: 'dark',
      themeVariables: { '--lk-accent': 'blue' },
    })
    const theme = Theme.state(config)
    const seen: Snapshot<ThemeState>[] = []
    render(<ThemeProbe theme={theme} seen={seen} />)
    const state = seen.at(-1)!
    expect(state).not.toBe(theme)
    expect(() => {
      // @ts-expect-error the snapshot is read-only by type as well
      state.themeMode = 'light'
    }).toThrow(TypeError)
    expect(() => {
      // @ts-expect-error nested objects are snapshots too
      state.themeVariables['--lk-accent'] = 'red'
    }).toThrow(TypeError)
    expect(Theme.state(config).themeMode).toBe('dark')
    expect(Theme.state(config).themeVariables).toEqual({ '--lk-accent': 'blue' })
  })

  it('re-renders with the new value when a controller function changes the state', async () => {
    const config = bareConfig({ themeMode: 'dark' })
    const seen: Snapshot<ThemeState>[] = []
    render(<ThemeProbe theme={Theme.state(config)} seen={seen} />)
    expect(screen.getByText('dark')).toBeTruthy()
    await act(async () => Theme.setThemeMode(config, 'light'))
    expect(screen.getByText('light')).toBeTruthy()
    const before = seen.at(0)!
    expect(before.themeMode).toBe('dark')
    expect(seen.at(-1)?.themeMode).toBe('light')
  })

  it('re-renders a view whose controller function reads state it did not touch', async () => {
    const config = bareConfig()
    Chain.initChain(config, {
      namespace: 'eip155',
      caipNetworks: [ethereum],
      defaultAccountType: 'eoa',
    })
    render(<ChainProbe config={config} />)
    expect(screen.getByText('eip155: not connected')).toBeTruthy()
    await act(async () =>
      Chain.setAddress(config, 'eip155', '0x0000000000000000000000000000000000000001'),
    )
    expect(screen.getByText('eip155: connected')).toBeTruthy()
  })

  it('renders on the server from the same snapshot', () => {
    const theme = Theme.state(bareConfig({ themeMode: 'light' }))
    expect(renderToString(<ThemeProbe theme={theme} seen={[]} />)).toBe('<p>light</p>')
  })
})

describe('readControllerState', () => {
  it('reads the state as it is now, read-only', () => {
    const config = bareConfig({ themeMode: 'dark' })
    Theme.setThemeMode(config, 'light')
    const state = readControllerState(Theme.state(config))
    expect(state.themeMode).toBe('light')
    expect(() => {
      // @ts-expect-error read-only by type and at run time
      state.themeMode = 'dark'
    }).toThrow(TypeError)
    expect(Theme.state(config).themeMode).toBe('light')
  })
})

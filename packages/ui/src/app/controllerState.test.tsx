import { createChainController, createThemeController } from '@latchkey/controllers'
import type { CaipNetwork } from '@latchkey/core'
import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { Snapshot } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { readControllerState, useControllerState } from './controllerState'

type ThemeController = ReturnType<typeof createThemeController>
type ChainController = ReturnType<typeof createChainController>

const ethereum: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

function ThemeProbe({
  theme,
  seen,
}: {
  theme: ThemeController
  seen: Snapshot<ThemeController['state']>[]
}) {
  const state = useControllerState(theme)
  seen.push(state)
  return <p>{state.themeMode}</p>
}

// Reads one field of the snapshot and asks the controller for the rest, like ConnectView does.
function ChainProbe({ chain }: { chain: ChainController }) {
  const { activeNamespace } = useControllerState(chain)
  return (
    <p>
      {activeNamespace}: {chain.isConnected() ? 'connected' : 'not connected'}
    </p>
  )
}

describe('useControllerState', () => {
  it('hands a view a snapshot it cannot write: writes throw and the state stays', () => {
    const theme = createThemeController({
      themeMode: 'dark',
      themeVariables: { '--lk-accent': 'blue' },
    })
    const seen: Snapshot<ThemeController['state']>[] = []
    render(<ThemeProbe theme={theme} seen={seen} />)
    const state = seen.at(-1)!
    expect(state).not.toBe(theme.state)
    expect(() => {
      // @ts-expect-error the snapshot is read-only by type as well
      state.themeMode = 'light'
    }).toThrow(TypeError)
    expect(() => {
      // @ts-expect-error nested objects are snapshots too
      state.themeVariables['--lk-accent'] = 'red'
    }).toThrow(TypeError)
    expect(theme.state.themeMode).toBe('dark')
    expect(theme.state.themeVariables).toEqual({ '--lk-accent': 'blue' })
  })

  it('re-renders with the new value when a controller action changes the state', async () => {
    const theme = createThemeController({ themeMode: 'dark' })
    const seen: Snapshot<ThemeController['state']>[] = []
    render(<ThemeProbe theme={theme} seen={seen} />)
    expect(screen.getByText('dark')).toBeTruthy()
    await act(async () => theme.setThemeMode('light'))
    expect(screen.getByText('light')).toBeTruthy()
    const before = seen.at(0)!
    expect(before.themeMode).toBe('dark')
    expect(seen.at(-1)?.themeMode).toBe('light')
  })

  it('re-renders a view whose controller function reads state it did not touch', async () => {
    const chain = createChainController()
    chain.initChain({ namespace: 'eip155', caipNetworks: [ethereum], defaultAccountType: 'eoa' })
    render(<ChainProbe chain={chain} />)
    expect(screen.getByText('eip155: not connected')).toBeTruthy()
    await act(async () => chain.setAddress('eip155', '0x0000000000000000000000000000000000000001'))
    expect(screen.getByText('eip155: connected')).toBeTruthy()
  })

  it('renders on the server from the same snapshot', () => {
    const theme = createThemeController({ themeMode: 'light' })
    expect(renderToString(<ThemeProbe theme={theme} seen={[]} />)).toBe('<p>light</p>')
  })
})

describe('readControllerState', () => {
  it('reads the state as it is now, read-only', () => {
    const theme = createThemeController({ themeMode: 'dark' })
    theme.setThemeMode('light')
    const state = readControllerState(theme)
    expect(state.themeMode).toBe('light')
    expect(() => {
      // @ts-expect-error read-only by type and at run time
      state.themeMode = 'dark'
    }).toThrow(TypeError)
    expect(theme.state.themeMode).toBe('light')
  })
})

import type { SiwxConfig } from '@latchkey/controllers'
import * as Connection from '@latchkey/controllers/connection'
import * as Siwx from '@latchkey/controllers/siwx'
import type { SiwxSession } from '@latchkey/core'
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useAppKitSiwx } from '../src'
import { createTestAppKit, resetAppKit, WALLET_ID } from './appKitFixture'

afterEach(() => resetAppKit())

function memorySiwx(): SiwxConfig {
  let sessions: SiwxSession[] = []
  return {
    getRequired: () => true,
    createMessage: async ({ accountAddress, chainId }) => {
      const data = {
        accountAddress,
        chainId,
        domain: 'a.test',
        uri: 'https://a.test',
        version: '1',
        nonce: 'abcdefgh',
      }
      return { data, message: `a.test wants you to sign in: ${accountAddress}` }
    },
    addSession: async (s) => {
      sessions.push(s)
    },
    setSessions: async (list) => {
      sessions = [...list]
    },
    getSessions: async (chainId, address) =>
      sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address),
    revokeSession: async () => {
      sessions = []
    },
  }
}

describe('useAppKitSiwx', () => {
  it('reads signed out before createAppKit', () => {
    const { result } = renderHook(() => useAppKitSiwx())
    expect(result.current).toMatchObject({ enabled: false, hasSession: false, config: undefined })
  })

  it('follows a sign-in of the connected account, and hands out the config', async () => {
    const siwx = memorySiwx()
    const { appKit } = createTestAppKit({ siwx })
    const { result } = renderHook(() => useAppKitSiwx())
    expect(result.current).toMatchObject({ enabled: true, required: true, hasSession: false })
    expect(result.current.config).toBe(siwx)
    await act(async () => {
      await appKit.ready
      await Connection.connect(appKit.controllers, { connectorId: WALLET_ID, namespace: 'eip155' })
    })
    expect(appKit.getState().view).toBe('SIWXSignMessage')
    await act(() => Siwx.requestSignMessage(appKit.controllers))
    expect(result.current).toMatchObject({ hasSession: true, status: 'success' })
  })
})

import type { SiwxConfig } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Modal from '@latchkey/controllers/modal'
import * as Router from '@latchkey/controllers/router'
import { type SiwxSession, WalletRpcError } from '@latchkey/core'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { INJECTED } from '../../../test/fakes/devWallets'
import { createTestCore, renderModal, settle } from '../../../test/fakes/testCore'

function siwx(required: boolean) {
  const sessions: SiwxSession[] = []
  const config: SiwxConfig = {
    getRequired: () => required,
    createMessage: async ({ accountAddress, chainId }) => ({
      data: {
        accountAddress,
        chainId,
        domain: 'app.test',
        uri: 'https://app.test',
        version: '1',
        nonce: 'n',
      },
      message: `app.test wants you to sign in with ${accountAddress}`,
    }),
    addSession: async (session) => {
      sessions.push(session)
    },
    getSessions: async () => [...sessions],
    revokeSession: async () => {},
    setSessions: async (list) => {
      sessions.splice(0, sessions.length, ...list)
    },
  }
  return { config, sessions }
}

async function connectThroughModal(required: boolean) {
  const s = siwx(required)
  const t = createTestCore({
    siwx: s.config,
    metadata: { name: 'Demo App', description: '', url: 'https://app.test', icons: [] },
  })
  await renderModal(t, { view: 'ConnectingExternal', data: { connector: INJECTED } })
  await act(async () => t.evm.approve())
  // The sign-in steps and view load on demand (SPEC §1): wait for the view, not a fixed tick count.
  await vi.waitFor(() => expect(Router.state(t.ctx).view).toBe('SIWXSignMessage'))
  await screen.findByRole('button', { name: 'Sign in' })
  return { t, ...s }
}

describe('SIWXSignMessage view', () => {
  it('follows a connect when no session exists, and signs in', async () => {
    const { t, sessions } = await connectThroughModal(false)
    expect(Router.state(t.ctx).view).toBe('SIWXSignMessage')
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy()
    expect(screen.getByText(/Demo App asks you to sign a message/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await settle()
    expect(t.evm.calls.signMessage[0]).toMatch(/^app.test wants you to sign in/)
    expect(sessions).toHaveLength(1)
    expect(Modal.state(t.ctx).open).toBe(false)
  })

  it('shows "Signature declined" when the wallet refuses, and stays', async () => {
    const { t } = await connectThroughModal(false)
    t.evm.signMessage = async () => {
      throw new WalletRpcError(4001)
    }
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await settle()
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toBe(
      'Signature declined',
    )
    expect(Router.state(t.ctx).view).toBe('SIWXSignMessage')
  })

  it('when sign-in is required: close is disabled, Escape shakes, cancel disconnects', async () => {
    const { t } = await connectThroughModal(true)
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true)
    await userEvent.keyboard('{Escape}')
    expect(Modal.state(t.ctx).open).toBe(true)
    expect(Modal.state(t.ctx).shake).toBe(true)
    expect(screen.getByRole('dialog').querySelector('[data-shake="true"]')).not.toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await settle()
    expect(Chain.isConnected(t.ctx)).toBe(false)
    expect(Router.state(t.ctx).view).toBe('Connect')
  })
})

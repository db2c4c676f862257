import { describe, expect, it } from 'vitest'
import type { ChainState } from '../controllers/ChainController'
import { connectionStatus } from './connectionStatus'

// SPEC §4 Connection status, derived from the accounts and what is in flight.
const account = (caipAddress?: string) => ({ account: { caipAddress } }) as unknown as ChainState
const idle = { connectingConnectorId: undefined, restoring: false, loginInFlight: false }

describe('connectionStatus (SPEC §4)', () => {
  it('reads connected while any namespace holds an account, else disconnected', () => {
    expect(connectionStatus({ chains: {} }, idle)).toBe('disconnected')
    expect(connectionStatus({ chains: { eip155: account() } }, idle)).toBe('disconnected')
    expect(
      connectionStatus({ chains: { eip155: account(), solana: account('solana:x:abc') } }, idle),
    ).toBe('connected')
  })

  it('reads connecting while a connect, a restore or a login is in flight, over any account', () => {
    const connected = { chains: { eip155: account('eip155:1:0xabc') } }
    for (const attempt of [
      { connectingConnectorId: 'io.metamask' },
      { restoring: true },
      { loginInFlight: true },
    ]) {
      expect(connectionStatus({ chains: {} }, { ...idle, ...attempt })).toBe('connecting')
      expect(connectionStatus(connected, { ...idle, ...attempt })).toBe('connecting')
    }
  })
})

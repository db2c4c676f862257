import { describe, expect, it } from 'vitest'
import { ERRORS } from './catalogue'
import { isLatchkeyError, startupError } from './LatchkeyError'
import { STARTUP_ERRORS } from './startupErrors'

describe('start-up errors (issue 13)', () => {
  it.each([
    ['NETWORK_NOT_FOUND', 'Network not found'],
    ['ADAPTER_NOT_FOUND', 'Adapter not found'],
    ['CAIP_NETWORK_UNDEFINED', 'CaipNetwork is undefined'],
    ['SIWE_CONFIG_WITH_SIWX', 'Cannot set both siweConfig and siwx options'],
    ['CREATE_APPKIT_REQUIRED', 'Please call createAppKit before using useAppKit hook'],
    ['WALLET_CONNECT_CONNECTOR_NOT_FOUND', 'WalletConnectConnector not found'],
    ['NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'],
    ['TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable'],
    ['REQUEST_ABORTED', 'Request was aborted'],
    ['UNKNOWN_ERROR', 'Unknown error'],
    ['UNSUPPORTED_CHAIN', 'Unsupported chain'],
    ['INVALID_CAIP10_ADDRESS', 'Invalid CAIP-10 address'],
    ['INVALID_CAIP2_NETWORK_ID', 'Invalid CAIP-2 network id'],
    ['INVALID_CHAIN_ID', 'Invalid chainId'],
    ['INVALID_AMOUNT', 'Invalid amount'],
  ] as const)('%s is %j, in the catalogue too', (code, text) => {
    const error = startupError(code)
    expect(isLatchkeyError(error, code)).toBe(true)
    expect(error.message).toBe(text)
    expect(ERRORS[code]).toBe(text)
  })

  it('has no code of its own: every one is the catalogue’s', () => {
    expect(Object.keys(STARTUP_ERRORS).length).toBe(15)
    for (const code of Object.keys(STARTUP_ERRORS)) expect(ERRORS).toHaveProperty(code)
  })

  it('keeps a cause and details, and a server’s own message', () => {
    const cause = new Error('socket closed')
    const error = startupError('REQUEST_ABORTED', { cause, details: { id: 7 }, message: 'Gone' })
    expect(error).toMatchObject({ code: 'REQUEST_ABORTED', message: 'Gone', details: { id: 7 } })
    expect(error.cause).toBe(cause)
  })
})

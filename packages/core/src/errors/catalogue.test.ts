import { describe, expect, it } from 'vitest'
import { ERRORS, errorMessage, latchkeyError, latchkeyErrorWith } from './catalogue'
import { isLatchkeyError, LatchkeyError } from './LatchkeyError'

describe('ERRORS catalogue', () => {
  it.each([
    ['NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE', 'Network not supported for Gas Price'],
    ['NETWORK_NOT_SUPPORTED_FOR_SWAPS', 'Network not supported for Swaps'],
    ['TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable'],
    ['FAILED_TO_FETCH_TRANSACTIONS', 'Failed to fetch transactions'],
    ['TRANSACTION_STARTED', 'Transaction started'],
    ['SOMETHING_WENT_WRONG', 'Something went wrong'],
    ['FAILED_TO_SEND_TRANSACTION', 'Failed to send transaction. Please try again.'],
    ['INVALID_AMOUNT_AND_RECEIVER', 'Please enter a valid amount and receiver address'],
    ['UNSUPPORTED_CHAIN', 'Unsupported chain'],
    ['ERROR_RESOLVING_NAME', 'Error resolving name'],
    ['AUTHENTICATION_INIT_FAILED', 'A problem occurred while trying initialize authentication'],
    ['SMART_ACCOUNTS_NOT_SUPPORTED', 'This application might not support Smart Accounts'],
    ['AUTHENTICATING', 'Authenticating...'],
    ['NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'],
    ['CHAIN_REQUIRED', 'Chain is required ...'],
    ['UNKNOWN_ERROR', 'Unknown error'],
    ['RPC_CALL_NOT_ALLOWED', 'Requested RPC call is not allowed'],
    ['ACTION_NOT_ALLOWED', 'Action not allowed'],
    ['REQUEST_ABORTED', 'Request was aborted'],
    ['INVALID_CAIP_ADDRESS', 'Invalid CAIP Address'],
    ['INVALID_CAIP10_ADDRESS', 'Invalid CAIP-10 address'],
    ['INVALID_CAIP2_NETWORK_ID', 'Invalid CAIP-2 network id'],
    ['CREATE_APPKIT_REQUIRED', 'Please call createAppKit before using useAppKit hook'],
    ['SIWE_CONFIG_WITH_SIWX', 'Cannot set both siweConfig and siwx options'],
    ['INVALID_CHAIN_ID', 'Invalid chainId'],
    ['CHAIN_NOT_SUPPORTED', 'Chain is not supported'],
  ] as const)('%s is %j', (code, text) => {
    expect(ERRORS[code]).toBe(text)
    expect(latchkeyError(code).message).toBe(text)
  })

  it('renders every template with its argument', () => {
    expect(ERRORS.HTTP_STATUS_CODE(503)).toBe('HTTP status code: 503')
    expect(ERRORS.ERROR_REGISTERING_NAME('alice')).toBe('Error registering name alice')
    expect(ERRORS.TRY_AGAIN_AFTER_SECONDS(12)).toBe('Please try again after 12 seconds')
    expect(errorMessage('HTTP_STATUS_CODE', 404)).toBe('HTTP status code: 404')
    expect(latchkeyError('TRY_AGAIN_AFTER_SECONDS', 3).message).toBe(
      'Please try again after 3 seconds',
    )
  })

  it('is frozen', () => {
    expect(Object.isFrozen(ERRORS)).toBe(true)
    expect(() => {
      ;(ERRORS as Record<string, unknown>).UNKNOWN_ERROR = 'x'
    }).toThrow(TypeError)
  })
})

describe('LatchkeyError', () => {
  it('carries code, cause, details and an optional server message', () => {
    const cause = new Error('boom')
    const error = latchkeyErrorWith(
      'ERROR_REGISTERING_NAME',
      { cause, details: { status: 400 } },
      'bob',
    )
    expect(error).toBeInstanceOf(LatchkeyError)
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toBe('ERROR_REGISTERING_NAME')
    expect(error.message).toBe('Error registering name bob')
    expect(error.cause).toBe(cause)
    expect(error.details).toEqual({ status: 400 })
    const withServerText = latchkeyErrorWith('ERROR_RESOLVING_NAME', { message: 'Name taken' })
    expect(withServerText.message).toBe('Name taken')
    expect(withServerText.code).toBe('ERROR_RESOLVING_NAME')
  })

  it('isLatchkeyError checks class and code', () => {
    const error = latchkeyError('INVALID_CHAIN_ID')
    expect(isLatchkeyError(error)).toBe(true)
    expect(isLatchkeyError(error, 'INVALID_CHAIN_ID')).toBe(true)
    expect(isLatchkeyError(error, 'UNKNOWN_ERROR')).toBe(false)
    expect(isLatchkeyError(new Error('Invalid chainId'))).toBe(false)
    expect(isLatchkeyError({ code: 'INVALID_CHAIN_ID' })).toBe(false)
  })
})

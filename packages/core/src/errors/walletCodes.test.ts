import { describe, expect, it } from 'vitest'
import { ALERTS, mapProviderMessageToAlert } from './alerts'
import {
  describeWalletErrorCode,
  isUserRejection,
  WALLET_ERROR_CODES,
  WalletRpcError,
} from './walletCodes'

describe('wallet error codes', () => {
  it('names the EIP-1193, EIP-3085 and EIP-1474 codes', () => {
    expect(WALLET_ERROR_CODES.USER_REJECTED).toBe(4001)
    expect(WALLET_ERROR_CODES.UNRECOGNIZED_CHAIN).toBe(4902)
    expect(WALLET_ERROR_CODES.PARSE_ERROR).toBe(-32700)
    expect(WALLET_ERROR_CODES.JSON_RPC_VERSION_NOT_SUPPORTED).toBe(-32006)
    for (const code of Object.values(WALLET_ERROR_CODES))
      expect(describeWalletErrorCode(code)).toEqual(expect.any(String))
    expect(describeWalletErrorCode(1234)).toBeUndefined()
  })

  it('WalletRpcError keeps code and data', () => {
    const error = new WalletRpcError(4902, undefined, { chainId: '0x1' })
    expect(error.code).toBe(4902)
    expect(error.data).toEqual({ chainId: '0x1' })
    expect(error.message).toBe(describeWalletErrorCode(4902))
  })

  it('isUserRejection finds 4001 at any depth of causes', () => {
    expect(isUserRejection(new WalletRpcError(4001))).toBe(true)
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection(new Error('wrapped', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection({ code: 'ACTION_REJECTED' })).toBe(true)
    expect(isUserRejection(new WalletRpcError(4100))).toBe(false)
    expect(isUserRejection('4001')).toBe(false)
    expect(isUserRejection(null)).toBe(false)
  })
})

describe('alerts', () => {
  it('every alert has a code matching its key and both messages', () => {
    for (const [key, alert] of Object.entries(ALERTS)) {
      expect(alert.code).toBe(key)
      expect(alert.shortMessage.length).toBeGreaterThan(0)
      expect(alert.longMessage.length).toBeGreaterThan(alert.shortMessage.length)
    }
    expect(ALERTS.INVALID_APP_CONFIGURATION.shortMessage).toBe('Invalid App Configuration')
  })

  it('maps provider messages to alerts', () => {
    expect(mapProviderMessageToAlert('Unauthorized: origin not allowed')).toBe(
      ALERTS.INVALID_APP_CONFIGURATION,
    )
    expect(mapProviderMessageToAlert('JWT validation error: JWT Token is not yet valid')).toBe(
      ALERTS.SESSION_EXPIRED,
    )
    expect(mapProviderMessageToAlert('Unauthorized: invalid key')).toBe(ALERTS.INVALID_PROJECT_ID)
    expect(mapProviderMessageToAlert('INVALID_PROJECT_ID')).toBe(ALERTS.INVALID_PROJECT_ID)
    expect(mapProviderMessageToAlert('insufficient funds')).toBeUndefined()
    expect(mapProviderMessageToAlert(undefined)).toBeUndefined()
  })
})

import { createMemoryStorage, type TokenBalance } from '@latchkey/core'
import { DESKTOP, EVM_ADDRESS, ethereum } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'
import { buildContext } from '../core/buildContext'
import { createStore } from '../core/store'
import * as Chain from './ChainController'
import * as Send from './SendController'

const token = (symbol: string, decimals: string) =>
  ({
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    value: 1,
    price: 1,
    quantity: { decimals, numeric: '1' },
    iconUrl: '',
  }) as TokenBalance

/** A config whose active account (on mainnet, 18 decimals) is as given, as Send reads it. */
function onChain(account: { balance?: string; preferredAccountType?: 'smartAccount' } | undefined) {
  const config = buildContext({
    networks: [ethereum],
    storage: createMemoryStorage(),
    environment: DESKTOP,
  })
  // No account: no namespace holds one (the config has no chain yet).
  if (!account) return config
  Chain.initChain(config, {
    namespace: 'eip155',
    caipNetworks: [ethereum],
    defaultAccountType: 'eoa',
  })
  Chain.setAddress(config, 'eip155', EVM_ADDRESS)
  Chain.setAccount(config, 'eip155', account)
  return config
}

describe('the send form as free functions over a store (issue 34)', () => {
  it("is the store's send slice, and leaves out tokens with zero decimals (SPEC §5)", () => {
    const config = { store: createStore() }
    Send.setTokenBalances(config, [token('USDC', '6'), token('NOPE', '0'), token('ETH', '18')])
    expect(config.store.send).toBe(Send.state(config))
    expect(Send.state(config).tokenBalances.map((t) => t.symbol)).toEqual(['USDC', 'ETH'])
  })

  it('keeps the gas price as a decimal string and empties form and token list on reset', () => {
    const config = { store: createStore() }
    Send.setGasPrice(config, 21_000_000_000n, 0.5)
    Send.setReceiverAddress(config, '0x1234567890123456789012345678901234567890')
    Send.setTokenBalances(config, [token('USDC', '6')])
    expect(Send.state(config).gasPrice).toBe('21000000000')
    expect(Send.state(config).gasPriceInUSD).toBe(0.5)
    Send.reset(config)
    expect(Send.state(config).gasPrice).toBeUndefined()
    expect(Send.state(config).receiverAddress).toBeUndefined()
    expect(Send.state(config).tokenBalances).toEqual([])
  })

  it('keeps each store its own form', () => {
    const a = { store: createStore() }
    const b = { store: createStore() }
    Send.setTokenAmount(a, '1.5')
    expect(Send.state(a).sendTokenAmount).toBe('1.5')
    expect(Send.state(b).sendTokenAmount).toBeUndefined()
  })

  it('flags gas on a zero balance or a price above it, never for a smart account (SPEC §5)', () => {
    const withPrice = (
      account: Parameters<typeof onChain>[0],
      price: bigint,
    ): ReturnType<typeof onChain> => {
      const config = onChain(account)
      Send.setGasPrice(config, price)
      return config
    }
    // 10 wei: below the price of 11.
    expect(Send.hasInsufficientGas(withPrice({ balance: '0.00000000000000001' }, 11n))).toBe(true)
    expect(Send.hasInsufficientGas(withPrice({ balance: '0' }, 11n))).toBe(true)
    expect(Send.hasInsufficientGas(withPrice({ balance: '0.00000000000000001' }, 10n))).toBe(false)
    const smart = withPrice({ balance: '0', preferredAccountType: 'smartAccount' }, 10n)
    expect(Send.hasInsufficientGas(smart)).toBe(false)
    expect(Send.hasInsufficientGas(withPrice(undefined, 10n))).toBe(false)
  })

  it('displays amounts cut to 3 decimals (SPEC §5)', () => {
    expect(Send.displayAmount({ store: createStore() }, '1.23456')).toBe('1.234')
  })
})

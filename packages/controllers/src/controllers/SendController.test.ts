import type { TokenBalance } from '@latchkey/core'
import { describe, expect, it } from 'vitest'
import type { CoreContext } from '../core/CoreContext'
import { createStore } from '../core/store'
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

/** A chain that answers the active account and network, as Send reads them. */
function onChain(account: { balance?: string; preferredAccountType?: string } | undefined) {
  return {
    getAccount: () => account,
    state: { activeCaipNetwork: { nativeCurrency: { decimals: 18 } } },
  } as unknown as CoreContext['chain']
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
    const store = createStore()
    Send.setGasPrice({ store }, 11n)
    // 10 wei: below the price of 11.
    expect(
      Send.hasInsufficientGas({ store, chain: onChain({ balance: '0.00000000000000001' }) }),
    ).toBe(true)
    expect(Send.hasInsufficientGas({ store, chain: onChain({ balance: '0' }) })).toBe(true)
    Send.setGasPrice({ store }, 10n)
    expect(
      Send.hasInsufficientGas({ store, chain: onChain({ balance: '0.00000000000000001' }) }),
    ).toBe(false)
    const smart = onChain({ balance: '0', preferredAccountType: 'smartAccount' })
    expect(Send.hasInsufficientGas({ store, chain: smart })).toBe(false)
    expect(Send.hasInsufficientGas({ store, chain: onChain(undefined) })).toBe(false)
  })

  it('displays amounts cut to 3 decimals (SPEC §5)', () => {
    expect(Send.displayAmount({ store: createStore() }, '1.23456')).toBe('1.234')
  })
})

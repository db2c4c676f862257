import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { createUsdtStyleMatcher, erc20AbiFor, usdtStyleAbi } from './usdtStyleTokens'

describe('USDT-type tokens', () => {
  it('knows Tether on Ethereum and what the app adds, in any letter case', () => {
    const isUsdtStyle = createUsdtStyleMatcher({
      31337: ['0xE7F1725E7734CE288F8367E1BB143E90BB3F0512'],
    })
    expect(isUsdtStyle(1, '0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe(true)
    expect(isUsdtStyle(137, '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(false)
    expect(isUsdtStyle(31337, '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')).toBe(true)
    expect(isUsdtStyle(31338, '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')).toBe(false)
  })

  it('has transfer without a return value and the same calldata as ERC-20', () => {
    const transfer = usdtStyleAbi.find(
      (item) => item.type === 'function' && item.name === 'transfer',
    )
    expect(transfer).toMatchObject({ outputs: [] })
    const args = ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 5n] as const
    expect(encodeFunctionData({ abi: usdtStyleAbi, functionName: 'transfer', args })).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args }),
    )
    expect(erc20AbiFor(true)).toBe(usdtStyleAbi)
    expect(erc20AbiFor(false)).toBe(erc20Abi)
  })
})

import { createPublicClient, createWalletClient, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  constantProductFactoryArtifact,
  constantProductPairArtifact,
  constantProductRouterArtifact,
  type LocalChain,
  standardTokenAbi,
  startLocalChain,
} from '../src/index'

let chain: LocalChain

beforeAll(async () => {
  chain = await startLocalChain({ deployExchange: true })
})
afterAll(() => chain?.stop())

const client = () =>
  createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }), pollingInterval: 50 })
const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!

async function reserves(a: `0x${string}`, b: `0x${string}`) {
  const pair = await client().readContract({
    address: chain.exchange!.factory,
    abi: constantProductFactoryArtifact.abi,
    functionName: 'getPair',
    args: [a, b],
  })
  const [r0, r1] = await client().readContract({
    address: pair,
    abi: constantProductPairArtifact.abi,
    functionName: 'getReserves',
  })
  return a.toLowerCase() < b.toLowerCase() ? [r0, r1] : [r1, r0]
}

describe('startLocalChain({ deployExchange: true })', () => {
  it('deploys the exchange at the same addresses on every fresh chain', () => {
    expect(chain.exchange).toEqual({
      wrappedNative: '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9',
      factory: '0x10Aeafac83d48E2f9ac4bAAf94311c45fACe1404',
      router: '0xCABEe62adFB2a4d4172Fc2F7536f324FC52C274a',
    })
  })

  it('opens 100 ETH : 250 000 token pools and a 250 000 LUSD : 250 000 LDAI pool', async () => {
    const weth = chain.exchange!.wrappedNative
    expect(await reserves(weth, token('LUSD').address)).toEqual([
      parseEther('100'),
      parseUnits('250000', 6),
    ])
    expect(await reserves(weth, token('TUSD').address)).toEqual([
      parseEther('100'),
      parseUnits('250000', 6),
    ])
    expect(await reserves(token('LUSD').address, token('LDAI').address)).toEqual([
      parseUnits('250000', 6),
      parseUnits('250000', 18),
    ])
  })

  it('leaves the prefunded accounts untouched', async () => {
    const [holder] = chain.accounts
    expect(
      await client().readContract({
        address: token('LUSD').address,
        abi: standardTokenAbi,
        functionName: 'balanceOf',
        args: [holder!.address],
      }),
    ).toBe(parseUnits('1000000', 6))
  })

  it('swaps 1 ETH for LUSD at x*y=k with the 0.3% fee', async () => {
    const account = privateKeyToAccount(chain.accounts[3]!.privateKey)
    const wallet = createWalletClient({
      account,
      chain: chain.chain,
      transport: http(chain.rpcUrl),
    })
    const lusd = token('LUSD').address
    const before = await client().readContract({
      address: lusd,
      abi: standardTokenAbi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    const [rIn, rOut] = await reserves(chain.exchange!.wrappedNative, lusd)
    const amountIn = parseEther('1')
    const expected = (amountIn * 997n * rOut!) / (rIn! * 1000n + amountIn * 997n)
    const hash = await wallet.writeContract({
      address: chain.exchange!.router,
      abi: constantProductRouterArtifact.abi,
      functionName: 'swapExactETHForTokens',
      args: [expected, [chain.exchange!.wrappedNative, lusd], account.address, 2n ** 40n],
      value: amountIn,
    })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    const after = await client().readContract({
      address: lusd,
      abi: standardTokenAbi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(after - before).toBe(expected)
  })
})

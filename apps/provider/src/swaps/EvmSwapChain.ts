import { type Address, getAddress, type PublicClient, zeroAddress } from 'viem'
import { evmClient } from '../chains/eip155/evmClient'
import type { ServedChain } from '../chains/ServedChain'
import type { SwapConfig } from '../config/configSchema'
import { badRequest } from '../http/ApiError'
import { NATIVE_TOKEN_ADDRESS } from '../routes/fungiblePrice'
import type { HopReserves } from './swapMaths'
import { v2FactoryAbi, v2PairAbi, v2RouterAbi } from './v2Abi'

export { NATIVE_TOKEN_ADDRESS }

export const isNative = (address: string) => address.toLowerCase() === NATIVE_TOKEN_ADDRESS

/** A way through the pools: the token path the router takes, and each hop's reserves. */
export interface SwapRoute {
  path: Address[]
  hops: HopReserves[]
}

/** One EVM chain's Uniswap v2-style router, read through its own node client. */
export class EvmSwapChain {
  readonly client: PublicClient
  readonly router: Address
  readonly feeBps: number
  private contracts: Promise<{ factory: Address; weth: Address }> | undefined

  constructor(
    readonly served: ServedChain,
    swap: SwapConfig,
    timeoutMs: number,
  ) {
    this.router = getAddress(swap.router)
    this.feeBps = swap.feeBps
    this.client = evmClient(served.config, timeoutMs)
  }

  get id() {
    return this.served.id
  }

  /** The router's factory and wrapped native token, read once (again after a failure). */
  routerContracts() {
    this.contracts ??= Promise.all([
      this.client.readContract({ address: this.router, abi: v2RouterAbi, functionName: 'factory' }),
      this.client.readContract({ address: this.router, abi: v2RouterAbi, functionName: 'WETH' }),
    ])
      .then(([factory, weth]) => ({ factory, weth }))
      .catch((error: unknown) => {
        this.contracts = undefined
        throw error
      })
    return this.contracts
  }

  /** The direct pool when there is one, else through the wrapped native token; 400 when neither. */
  async route(from: string, to: string): Promise<SwapRoute> {
    const { weth } = await this.routerContracts()
    const inToken = isNative(from) ? weth : getAddress(from)
    const outToken = isNative(to) ? weth : getAddress(to)
    if (inToken === outToken) throw badRequest('from and to must be different tokens')
    const direct = await this.hop(inToken, outToken)
    if (direct) return { path: [inToken, outToken], hops: [direct] }
    if (inToken !== weth && outToken !== weth) {
      const [first, second] = await Promise.all([this.hop(inToken, weth), this.hop(weth, outToken)])
      if (first && second) return { path: [inToken, weth, outToken], hops: [first, second] }
    }
    throw badRequest(`No pool on ${this.id} trades ${from} for ${to}`)
  }

  /** The reserves of the pool of two tokens, input first; undefined when it has none. */
  private async hop(tokenIn: Address, tokenOut: Address): Promise<HopReserves | undefined> {
    const { factory } = await this.routerContracts()
    const pair = await this.client.readContract({
      address: factory,
      abi: v2FactoryAbi,
      functionName: 'getPair',
      args: [tokenIn, tokenOut],
    })
    if (pair === zeroAddress) return undefined
    const [token0, [reserve0, reserve1]] = await Promise.all([
      this.client.readContract({ address: pair, abi: v2PairAbi, functionName: 'token0' }),
      this.client.readContract({ address: pair, abi: v2PairAbi, functionName: 'getReserves' }),
    ])
    if (reserve0 === 0n || reserve1 === 0n) return undefined
    return getAddress(token0) === tokenIn
      ? { reserveIn: reserve0, reserveOut: reserve1 }
      : { reserveIn: reserve1, reserveOut: reserve0 }
  }
}

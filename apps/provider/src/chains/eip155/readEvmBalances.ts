import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { TokenConfig } from '../../config/configSchema'
import type { BalanceReads } from '../ServedChain'

/** Native balance and ERC-20 balanceOf of every known token, each settled on its own. */
export async function readEvmBalances(
  client: PublicClient,
  tokens: readonly TokenConfig[],
  address: Address,
): Promise<BalanceReads> {
  const [native, ...reads] = await Promise.allSettled([
    client.getBalance({ address }),
    ...tokens.map((token) =>
      client.readContract({
        address: token.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    ),
  ])
  return {
    native: native as PromiseSettledResult<bigint>,
    tokens: tokens.map((token, i) => ({ token, read: reads[i] as PromiseSettledResult<bigint> })),
  }
}

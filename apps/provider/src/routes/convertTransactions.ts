import type { Hono } from 'hono'
import { type Address, encodeFunctionData, getAddress, maxUint256 } from 'viem'
import { badRequest } from '../http/ApiError'
import { requireProject } from '../http/guardProject'
import { parseInput } from '../http/parseInput'
import { readGuardedBody } from '../http/readGuardedBody'
import type { AppEnv, Services } from '../server/Services'
import { buildSwapCall } from '../swaps/buildSwapCall'
import {
  allowanceQuery,
  approveQuery,
  buildTransactionBody,
  requestNetwork,
} from '../swaps/convertInput'
import { isNative } from '../swaps/EvmSwapChain'
import { isNodeUnreachable, nodeFailure, tokenReadFailure } from '../swaps/nodeFailure'
import { quoteSwap } from '../swaps/quoteSwap'
import { erc20AllowanceAbi } from '../swaps/v2Abi'

/** How long a built swap stays valid on chain (the router's deadline). */
const DEADLINE_SECONDS = 20n * 60n

/** GET /v1/convert/allowance, /build-approve and POST /build-transaction (SPEC §7). */
export function convertTransactionRoutes(app: Hono<AppEnv>, services: Services) {
  app.get('/v1/convert/allowance', requireProject(services), async (c) => {
    const q = parseInput(allowanceQuery, c.req.query(), 'query')
    const chain = services.swaps.swapChain(requestNetwork([q.tokenAddress], q.userAddress))
    // The native currency is sent with the swap: nothing to approve.
    if (isNative(q.tokenAddress.address)) return c.json({ allowance: maxUint256.toString() })
    const allowance = await chain.client
      .readContract({
        address: q.tokenAddress.address as Address,
        abi: erc20AllowanceAbi,
        functionName: 'allowance',
        args: [q.userAddress.address as Address, chain.router],
      })
      .catch(tokenReadFailure(chain.id, q.tokenAddress.id))
    return c.json({ allowance: allowance.toString() })
  })

  app.get('/v1/convert/build-approve', requireProject(services), async (c) => {
    const q = parseInput(approveQuery, c.req.query(), 'query')
    const chain = services.swaps.swapChain(requestNetwork([q.from, q.to], q.userAddress))
    if (isNative(q.from.address)) throw badRequest('The native currency needs no approval')
    const data = encodeFunctionData({
      abi: erc20AllowanceAbi,
      functionName: 'approve',
      args: [chain.router, q.amount ?? maxUint256],
    })
    return c.json({
      tx: {
        from: getAddress(q.userAddress.address),
        to: getAddress(q.from.address),
        data,
        value: '0',
        eip155: {
          gasPrice: (await chain.client.getGasPrice().catch(nodeFailure(chain.id))).toString(),
        },
      },
    })
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    const raw = await readGuardedBody(c, services, 16 * 1024)
    const body = parseInput(buildTransactionBody, raw, 'body')
    const chain = services.swaps.swapChain(requestNetwork([body.from, body.to], body.userAddress))
    const user = getAddress(body.userAddress.address)
    const [quote, block, gasPrice] = await Promise.all([
      quoteSwap(chain, body.from.address, body.to.address, body.amount),
      chain.client.getBlock(),
      chain.client.getGasPrice(),
    ]).catch(nodeFailure(chain.id))
    const call = buildSwapCall(
      quote,
      body.from.address,
      body.to.address,
      user,
      body.eip155.slippage,
      block.timestamp + DEADLINE_SECONDS,
    )
    let gas = quote.gasLimit
    if (!body.disableEstimate) {
      gas = await chain.client
        .estimateGas({ account: user, to: chain.router, data: call.data, value: call.value })
        .catch((error: { shortMessage?: string }) => {
          if (isNodeUnreachable(error)) return nodeFailure(chain.id)(error)
          throw badRequest(`The swap would fail: ${error.shortMessage ?? 'the node refused it'}`)
        })
    }
    return c.json({
      tx: {
        from: user,
        to: chain.router,
        data: call.data,
        amount: call.value.toString(),
        eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
      },
    })
  })
}

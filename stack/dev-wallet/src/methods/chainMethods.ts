import { createPublicClient, http } from 'viem'
import { parseAddEthereumChainParameter, parseChainIdHex } from '../chainParams'
import { invalidParams, unrecognizedChain } from '../errors'
import type { WalletContext } from '../walletContext'
import type { MethodTable } from './types'

function firstObject(method: string, params: readonly unknown[]): Record<string, unknown> {
  const [param] = params
  if (!param || typeof param !== 'object') throw invalidParams(`${method} expects [{ chainId }]`)
  return param as Record<string, unknown>
}

// Like browser wallets, refuse an RPC URL that does not serve the chain it claims to.
async function assertRpcServesChain(rpcUrl: string, chainId: number): Promise<void> {
  let reported: number
  try {
    reported = await createPublicClient({
      transport: http(rpcUrl, { retryCount: 0, timeout: 5000 }),
    }).getChainId()
  } catch {
    throw invalidParams(`Could not fetch the chain ID from ${rpcUrl}`)
  }
  if (reported !== chainId) {
    throw invalidParams(`The RPC URL ${rpcUrl} serves chain ${reported}, not ${chainId}`)
  }
}

export function createChainMethods(ctx: WalletContext): MethodTable {
  return {
    eth_chainId: async () => ctx.chainIdHex(),
    net_version: async () => String(ctx.chainId()),
    wallet_switchEthereumChain: async (params) => {
      const param = firstObject('wallet_switchEthereumChain', params)
      const chainId = parseChainIdHex(param.chainId)
      if (!ctx.hasChain(chainId)) throw unrecognizedChain(param.chainId as string)
      if (chainId === ctx.chainId()) return null
      await ctx.requireApproval({
        kind: 'switch-chain',
        method: 'wallet_switchEthereumChain',
        params,
        summary: `Switch to ${ctx.chain(chainId).name} (${chainId})`,
      })
      ctx.setChain(chainId)
      return null
    },
    // Adds the chain (unless known) and switches to it, as wagmi and browser wallets expect.
    wallet_addEthereumChain: async (params) => {
      const chain = parseAddEthereumChainParameter(firstObject('wallet_addEthereumChain', params))
      const known = ctx.hasChain(chain.id)
      if (known && chain.id === ctx.chainId()) return null
      if (!known) await assertRpcServesChain(chain.rpcUrl, chain.id)
      await ctx.requireApproval({
        kind: 'add-chain',
        method: 'wallet_addEthereumChain',
        params,
        summary: known
          ? `Switch to ${ctx.chain(chain.id).name} (${chain.id})`
          : `Add ${chain.name} (${chain.id}, ${chain.rpcUrl}) and switch to it`,
      })
      if (!known) ctx.addChain(chain)
      ctx.setChain(chain.id)
      return null
    },
  }
}

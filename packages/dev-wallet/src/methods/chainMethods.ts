import { parseAddEthereumChainParameter, parseChainIdHex } from '../chainParams'
import { invalidParams, unrecognizedChain } from '../errors'
import type { WalletContext } from '../walletContext'
import type { MethodTable } from './types'

function firstObject(method: string, params: readonly unknown[]): Record<string, unknown> {
  const [param] = params
  if (!param || typeof param !== 'object') throw invalidParams(`${method} expects [{ chainId }]`)
  return param as Record<string, unknown>
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

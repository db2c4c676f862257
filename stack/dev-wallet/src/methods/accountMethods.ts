import { invalidParams } from '../errors'
import type { WalletContext } from '../walletContext'
import type { MethodTable } from './types'

// EIP-2255 permission objects, with eth_accounts the only permission the dev wallet grants.
function permissions(ctx: WalletContext) {
  if (!ctx.isConnected()) return []
  return [
    {
      invoker: globalThis.location?.origin ?? 'latchkey-dev-wallet',
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: ctx.exposedAccounts() }],
    },
  ]
}

function assertOnlyEthAccounts(method: string, params: readonly unknown[]): void {
  const [request] = params
  const keys = request && typeof request === 'object' ? Object.keys(request) : []
  if (keys.length !== 1 || keys[0] !== 'eth_accounts') {
    throw invalidParams(`${method} supports exactly [{ eth_accounts: {} }]`)
  }
}

export function createAccountMethods(ctx: WalletContext): MethodTable {
  const askToConnect = async (method: string, params: readonly unknown[]) => {
    const count = ctx.getState().accounts.length
    await ctx.requireApproval({
      kind: 'connect',
      method,
      params,
      summary: `Connect ${count} account${count === 1 ? '' : 's'} to this site`,
    })
    return ctx.connect()
  }
  return {
    eth_accounts: async () => ctx.exposedAccounts(),
    // Already connected: answer without asking again, as browser wallets do.
    eth_requestAccounts: async (params) =>
      ctx.isConnected() ? ctx.exposedAccounts() : askToConnect('eth_requestAccounts', params),
    wallet_requestPermissions: async (params) => {
      assertOnlyEthAccounts('wallet_requestPermissions', params)
      await askToConnect('wallet_requestPermissions', params)
      return permissions(ctx)
    },
    wallet_getPermissions: async () => permissions(ctx),
    wallet_revokePermissions: async (params) => {
      assertOnlyEthAccounts('wallet_revokePermissions', params)
      ctx.disconnect()
      return null
    },
  }
}

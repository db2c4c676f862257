import type { LocalAccount } from 'viem'
import type { RpcContext } from '../rpc/handleRpc'

/**
 * SPEC §3/§7 GET_USER's account part: both accounts where the chain has smart accounts, the one
 * in use first (`address`), whether the smart account is deployed yet, and the preferred type.
 */
export async function userAccounts(ctx: RpcContext, owner: LocalAccount) {
  const eoa = { address: owner.address, type: 'eoa' as const }
  const smart = ctx.smart
  const account = smart
    ? await smart.accountOn(ctx.chainId(), owner).catch(() => undefined)
    : undefined
  if (!smart || !account)
    return {
      address: owner.address,
      accounts: [eoa],
      smartAccountDeployed: false,
      preferredAccountType: 'eoa' as const,
    }
  const entry = { address: await account.getAddress(), type: 'smartAccount' as const }
  const preferredAccountType = smart.preferred()
  return {
    address: preferredAccountType === 'smartAccount' ? entry.address : owner.address,
    accounts: preferredAccountType === 'smartAccount' ? [entry, eoa] : [eoa, entry],
    smartAccountDeployed: await account.isDeployed(),
    preferredAccountType,
  }
}

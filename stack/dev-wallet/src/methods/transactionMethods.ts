import { formatUnits, type Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { invalidParams } from '../errors'
import type { WalletContext } from '../walletContext'
import { type ParsedTransaction, parseTransactionParameter } from './transactionParams'
import type { MethodTable } from './types'

type SendParameters = Parameters<ReturnType<WalletContext['walletClient']>['sendTransaction']>[0]

/** Human text for the approval panel. */
export function describeTransaction(ctx: WalletContext, tx: ParsedTransaction): string {
  const currency = ctx.chain().nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  const amount = `${formatUnits(tx.value ?? 0n, currency.decimals)} ${currency.symbol}`
  if (!tx.to) return `Deploy a contract${tx.value ? ` with ${amount}` : ''}`
  if (tx.data && tx.data !== '0x') return `Call ${tx.to} with ${amount}`
  return `Send ${amount} to ${tx.to}`
}

function viemRequest(account: PrivateKeyAccount, tx: ParsedTransaction): SendParameters {
  const { from: _from, chainId: _chainId, ...fields } = tx
  return { account, ...fields } as SendParameters
}

/** Validates the parameter, checks the account and the chain, before anything is asked. */
export function prepareTransactionParameter(ctx: WalletContext, value: unknown) {
  const tx = parseTransactionParameter(value)
  const account = tx.from ? ctx.authorizedAccount(tx.from) : ctx.selectedAccount()
  if (tx.chainId !== undefined && tx.chainId !== ctx.chainId()) {
    throw invalidParams(`chainId ${tx.chainId} does not match the active chain ${ctx.chainId()}`)
  }
  return { tx, account }
}

/** Fills nonce, gas and fees from the node, signs locally and sends the raw transaction. */
export function signAndSend(
  ctx: WalletContext,
  account: PrivateKeyAccount,
  tx: ParsedTransaction,
  chainId = ctx.chainId(),
): Promise<Hex> {
  return ctx.serialise(() => ctx.walletClient(chainId).sendTransaction(viemRequest(account, tx)))
}

export function createTransactionMethods(ctx: WalletContext): MethodTable {
  return {
    eth_sendTransaction: async (params) => {
      const { tx, account } = prepareTransactionParameter(ctx, params[0])
      const chainId = ctx.chainId()
      await ctx.requireApproval({
        kind: 'send-transaction',
        method: 'eth_sendTransaction',
        params,
        account: account.address,
        summary: describeTransaction(ctx, tx),
      })
      return signAndSend(ctx, account, tx, chainId)
    },
    eth_signTransaction: async (params) => {
      const { tx, account } = prepareTransactionParameter(ctx, params[0])
      const chainId = ctx.chainId()
      await ctx.requireApproval({
        kind: 'sign-transaction',
        method: 'eth_signTransaction',
        params,
        account: account.address,
        summary: `Sign without sending: ${describeTransaction(ctx, tx)}`,
      })
      return ctx.serialise(async () => {
        const client = ctx.walletClient(chainId)
        const prepared = await client.prepareTransactionRequest(viemRequest(account, tx))
        return account.signTransaction(
          prepared as Parameters<PrivateKeyAccount['signTransaction']>[0],
        )
      })
    },
  }
}

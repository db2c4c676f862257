import { type CaipNetwork, CONSTANTS, isLatchkeyError, messageOfError } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Connectors from '../controllers/ConnectorController'
import * as Options from '../controllers/OptionsController'
import * as Router from '../controllers/RouterController'
import { refreshAfterSend } from '../controllers/refreshAfterSend'
import * as Snack from '../controllers/SnackController'
import * as Transactions from '../controllers/TransactionsController'
import type { BlockchainApi } from '../core/Services'
import { reset, type SwapContext, sourceAmount, state } from './swapState'

export interface RunSwapParameters {
  network: CaipNetwork
  api: BlockchainApi
  address: string
}

// A sent approval is waited for by reading the allowance again: 1 s apart, at most 2 minutes.
const ALLOWANCE_POLL_MS = 1000
const ALLOWANCE_POLLS = 120

const bare = (caipOrAddress: string) => caipOrAddress.split(':').at(-1) ?? caipOrAddress

/**
 * Swaps the form's amount: when the router may not spend enough of the source token, sends the
 * approval first and waits until the allowance shows it; then sends the swap. Each sent
 * transaction toasts 'Transaction started'; a failure toasts its §8 text ('Something went wrong'
 * for a refused send). After the swap the form resets, Account shows, and balances and activity
 * are fetched again.
 */
export async function runSwap(
  ctx: SwapContext,
  { network, api, address }: RunSwapParameters,
): Promise<{ hash: string } | undefined> {
  const swap = state(ctx)
  const { sourceToken, toToken } = swap
  const amount = sourceAmount(ctx)
  const evm = ctx.adapters.get(network.chainNamespace)?.evm
  if (!sourceToken || !toToken || amount <= 0n || !evm || swap.step) return undefined
  const connectorId = Connectors.state(ctx).activeConnectorIds[network.chainNamespace]
  const send = (tx: { to: string; data: string; value: string; gasPrice?: string; gas?: string }) =>
    evm.sendTransaction({
      caipNetwork: network,
      ...(connectorId ? { connectorId } : {}),
      from: address,
      to: bare(tx.to),
      value: BigInt(tx.value || '0'),
      data: tx.data,
      ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
      ...(tx.gasPrice ? { gasPrice: BigInt(tx.gasPrice) } : {}),
    })
  const userAddress = `${network.caipNetworkId}:${address}`
  const allowance = async () =>
    BigInt(
      (await api.fetchSwapAllowance({ tokenAddress: sourceToken.address, userAddress }))
        .allowance || '0',
    )
  const common = { userAddress, from: sourceToken.address, to: toToken.address }
  try {
    if ((await allowance()) < amount) {
      swap.step = 'approve'
      const { tx } = await api.generateApproveCalldata({ ...common, amount: amount.toString() })
      await send({ ...tx, gasPrice: tx.eip155.gasPrice })
      Snack.showSuccess(ctx, { code: 'TRANSACTION_STARTED' })
      for (let i = 0; (await allowance()) < amount; i++) {
        if (i >= ALLOWANCE_POLLS) throw new Error('The approval was not confirmed in time')
        await new Promise((resolve) =>
          ctx.clock.setTimeout(() => resolve(undefined), ALLOWANCE_POLL_MS),
        )
      }
    }
    swap.step = 'swap'
    const { tx } = await api.generateSwapCalldata({ ...common, amount: amount.toString() })
    const balanceBefore = Chain.getAccount(ctx, network.chainNamespace)?.balance
    const result = await send({
      to: tx.to,
      data: tx.data,
      value: tx.amount,
      gas: tx.eip155.gas,
      gasPrice: tx.eip155.gasPrice,
    })
    Snack.showSuccess(ctx, { code: 'TRANSACTION_STARTED' })
    reset(ctx)
    Router.reset(ctx, 'Account')
    refreshAfterSend(ctx, network.chainNamespace, balanceBefore)
    if (Options.isFeatureOn(ctx, 'history')) {
      const refresh = () => {
        Transactions.reset(ctx)
        void Transactions.fetchTransactions(ctx)
      }
      refresh()
      // Once more a polling interval later (SPEC §9: 4 s), when the provider has indexed the block.
      ctx.clock.setTimeout(refresh, CONSTANTS.RPC_POLLING_MS)
    }
    return result
  } catch (error) {
    // Catalogue errors ('Network not supported for Swaps' …) keep their code; a refused send is §8's EVM one.
    Snack.showError(
      ctx,
      isLatchkeyError(error) ? messageOfError(error) : { code: 'SOMETHING_WENT_WRONG' },
    )
    throw error
  } finally {
    swap.step = undefined
  }
}

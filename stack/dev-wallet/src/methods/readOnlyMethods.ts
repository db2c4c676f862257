import type { WalletContext } from '../walletContext'
import type { MethodTable } from './types'

/** Read-only node methods the wallet forwards unchanged to the active chain's RPC URL. */
export const readOnlyMethodNames = Object.freeze([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'web3_clientVersion',
])

export function createReadOnlyMethods(ctx: WalletContext): MethodTable {
  return Object.fromEntries(
    readOnlyMethodNames.map((method) => [
      method,
      (params: readonly unknown[]) =>
        ctx
          .publicClient()
          .request({ method, params } as Parameters<
            ReturnType<WalletContext['publicClient']>['request']
          >[0]),
    ]),
  )
}

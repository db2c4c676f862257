/** SPEC §5 Solana preflight commitments accepted by sign-and-send. */
export const SOLANA_COMMITMENTS = Object.freeze([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const)
export type SolanaCommitment = (typeof SOLANA_COMMITMENTS)[number]

/** SPEC §6 read-only embedded-wallet RPC methods: answered without asking the user. */
export const EMBEDDED_SAFE_RPC_METHODS = Object.freeze([
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
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
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'wallet_switchEthereumChain',
  'wallet_showCallsStatus',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'solana_getBalance',
  'solana_getAccountInfo',
  'solana_getLatestBlockhash',
])

/** SPEC §6 methods that need the user's approval (they open ApproveTransaction). */
export const EMBEDDED_UNSAFE_RPC_METHODS = Object.freeze([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

export type EmbeddedRpcMethod =
  | (typeof EMBEDDED_SAFE_RPC_METHODS)[number]
  | (typeof EMBEDDED_UNSAFE_RPC_METHODS)[number]

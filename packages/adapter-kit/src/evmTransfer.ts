import { isValidEvmAddress, latchkeyError } from '@latchkey/core'
import type { AdapterTransferParams } from './contract/ChainAdapter'
import type { EvmSendTransactionParams, EvmWriteContractParams } from './contract/EvmActions'

/** The two EVM actions a transfer is made of, as an eip155 adapter implements them. */
export interface EvmTransferActions<H extends string> {
  sendTransaction(params: EvmSendTransactionParams): Promise<{ hash: H }>
  writeContract(params: EvmWriteContractParams): Promise<{ hash: H }>
}

/**
 * SPEC §5 send on EVM, for every eip155 adapter: a native transfer at the form's gas price, or
 * the token's `transfer(to, amount)`; a bad receiver or amount is refused before the wallet asks.
 */
export function evmTransfer<H extends string>(
  actions: EvmTransferActions<H>,
  { caipNetwork, connectorId, from, to, amount, token, feeRate }: AdapterTransferParams,
): Promise<{ hash: H }> {
  if (!isValidEvmAddress(to) || typeof amount !== 'bigint' || amount < 0n)
    return Promise.reject(latchkeyError('INVALID_AMOUNT_AND_RECEIVER'))
  const common = { caipNetwork, from, ...(connectorId ? { connectorId } : {}) }
  if (token)
    return actions.writeContract({
      ...common,
      contractAddress: token.address,
      functionName: 'transfer',
      args: [to, amount],
    })
  return actions.sendTransaction({
    ...common,
    to,
    value: amount,
    ...(feeRate !== undefined ? { gasPrice: feeRate } : {}),
  })
}

/** An adapter's `transfer` action over its own sendTransaction and writeContract actions. */
export function evmTransferAction<C, H extends string>(
  sendTransaction: (context: C, params: EvmSendTransactionParams) => Promise<{ hash: H }>,
  writeContract: (context: C, params: EvmWriteContractParams) => Promise<{ hash: H }>,
): (context: C, params: AdapterTransferParams) => Promise<{ hash: H }> {
  return (context, params) =>
    evmTransfer(
      {
        sendTransaction: (request) => sendTransaction(context, request),
        writeContract: (request) => writeContract(context, request),
      },
      params,
    )
}

import { eip155Profile } from '@latchkey/core'
import type { AdapterTransferParams } from './contract/ChainAdapter'
import type { EvmSendTransactionParams, EvmWriteContractParams } from './contract/EvmActions'
import { transferRefusal } from './transferGuard'

/** The two EVM actions a transfer is made of, as an eip155 adapter implements them. */
export interface EvmTransferActions<H extends string> {
  sendTransaction(params: EvmSendTransactionParams): Promise<{ hash: H }>
  writeContract(params: EvmWriteContractParams): Promise<{ hash: H }>
}

/**
 * SPEC §5 send on EVM, for every eip155 adapter: a native transfer at the form's gas price, or
 * the token's `transfer(to, amount)`; a bad receiver or amount is refused before the wallet asks
 * (the eip155 profile's rule, SPEC §5), and a receiver typed without 0x gets it.
 */
export function evmTransfer<H extends string>(
  actions: EvmTransferActions<H>,
  params: AdapterTransferParams,
): Promise<{ hash: H }> {
  const refusal = transferRefusal(params, { isAddress: eip155Profile.isAddress, tokens: true })
  if (refusal) return Promise.reject(refusal)
  const { caipNetwork, connectorId, amount, token, feeRate } = params
  const from = eip155Profile.normalizeAddress(params.from)
  const to = eip155Profile.normalizeAddress(params.to)
  const common = { caipNetwork, from, ...(connectorId ? { connectorId } : {}) }
  if (token)
    return actions.writeContract({
      ...common,
      contractAddress: eip155Profile.normalizeAddress(token.address),
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

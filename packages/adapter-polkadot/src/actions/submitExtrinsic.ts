import { WALLET_ERROR_CODES, WalletRpcError } from '@latchkey/core'
import type { ApiPromise } from '@polkadot/api'
import type { Signer, SubmittableExtrinsic } from '@polkadot/api/types'
import type { DispatchError } from '@polkadot/types/interfaces'
import { toWalletError } from '../errors/walletErrors'

/**
 * Signs with the wallet's signer and sends; resolves with the extrinsic's hash once it is in a
 * block, rejects when the wallet refuses (4001), the pool drops it, or the runtime fails it.
 */
export function submitExtrinsic(
  api: ApiPromise,
  extrinsic: SubmittableExtrinsic<'promise'>,
  address: string,
  signer: Signer,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let settled = false
    let unsubscribe: (() => void) | undefined
    const settle = (finish: () => void) => {
      if (settled) return
      settled = true
      unsubscribe?.()
      finish()
    }
    extrinsic
      .signAndSend(address, { signer }, (result) => {
        if (result.dispatchError)
          settle(() => reject(dispatchFailure(api, result.dispatchError as DispatchError)))
        else if (result.status.isInBlock || result.status.isFinalized)
          settle(() => resolve(result.txHash.toHex()))
        else if (result.isError)
          settle(() =>
            reject(
              new WalletRpcError(
                WALLET_ERROR_CODES.TRANSACTION_REJECTED,
                `The transaction was ${result.status.type.toLowerCase()}`,
              ),
            ),
          )
      })
      .then(
        (stop) => {
          unsubscribe = stop
          if (settled) stop()
        },
        (error: unknown) => settle(() => reject(toWalletError(error))),
      )
  })
}

/** The runtime's reason (`balances.InsufficientBalance: …`) as a rejected transaction. */
function dispatchFailure(api: ApiPromise, error: DispatchError): WalletRpcError {
  let reason = error.toString()
  if (error.isModule) {
    const { section, name, docs } = api.registry.findMetaError(error.asModule)
    reason = `${section}.${name}${docs.length > 0 ? `: ${docs.join(' ')}` : ''}`
  }
  return new WalletRpcError(WALLET_ERROR_CODES.TRANSACTION_REJECTED, reason)
}

import type { LatchkeyError } from '@latchkey/core'
import * as Chain from '../controllers/ChainController'
import * as Send from '../controllers/SendController'
import * as Snack from '../controllers/SnackController'
import type { Config } from '../core/Config'
import { submitSend } from './submitSend'
import { type SendDraft, sendableBalance, validateSend } from './validateSend'

/** What is sent (SPEC §3 send state's fields): the token (none: native), amount, receiver, fee rate. */
export type SendParameters = SendDraft

export interface SendReturnType {
  /** The transaction's hash (EVM, Bitcoin) or signature (Solana). */
  hash: string
}

/**
 * Refusals before any wallet call: 'Please enter a valid amount and receiver address' (SPEC §5,
 * `details.missing` names the fields), 'Unsupported chain', 'CaipNetwork is undefined',
 * 'Adapter not found', 'No ActiveCaipAddress found'; after it, what the wallet raised.
 */
export type SendErrorType =
  | (LatchkeyError & {
      code:
        | 'INVALID_AMOUNT_AND_RECEIVER'
        | 'UNSUPPORTED_CHAIN'
        | 'CAIP_NETWORK_UNDEFINED'
        | 'ADAPTER_NOT_FOUND'
        | 'NO_ACTIVE_CAIP_ADDRESS'
    })
  | Error

// One send at a time per modal: a second call while one is under way gets the first's promise.
const inFlight = new WeakMap<object, Promise<SendReturnType>>()

/**
 * SPEC §3 and §5 check of a send on the active network: the namespace profile's rules, and the
 * amount against what the account holds of the asset. Undefined when it can be sent.
 */
export function checkSend(ctx: Config, parameters: SendParameters): LatchkeyError | undefined {
  const network = Chain.state(ctx).activeCaipNetwork
  const balance = sendableBalance(
    parameters,
    Chain.getAccount(ctx, network?.chainNamespace)?.balance,
  )
  return validateSend(parameters, network, balance)
}

/**
 * Sends on the active network, once: checked here, before any wallet call (SPEC §5), then through
 * the namespace's adapter. Success: 'Transaction started', the form reset, back to Account;
 * failure: the namespace's §8 toast and the error rethrown ('Unsupported chain' is a toast too).
 */
export function send(ctx: Config, parameters: SendParameters): Promise<SendReturnType> {
  const running = inFlight.get(ctx)
  if (running) return running
  const refusal = checkSend(ctx, parameters)
  if (refusal) {
    if (refusal.code === 'UNSUPPORTED_CHAIN') Snack.showError(ctx, { code: 'UNSUPPORTED_CHAIN' })
    return Promise.reject(refusal)
  }
  Send.state(ctx).loading = true
  const sending = submitSend(ctx, parameters).finally(() => {
    inFlight.delete(ctx)
    Send.state(ctx).loading = false
  })
  inFlight.set(ctx, sending)
  return sending
}

import { type LatchkeyError, latchkeyErrorWith, type NamespaceProfile } from '@latchkey/core'
import type { AdapterTransferParams } from './contract/ChainAdapter'

export interface TransferGuardOptions {
  /**
   * The address rule: the namespace profile's `isAddress` (SPEC §5), the one the send action
   * asks; a namespace whose addresses differ by network narrows it with the same module.
   */
  isAddress: NamespaceProfile['isAddress']
  /** Whether the adapter sends tokens; a token given to one that does not is refused. */
  tokens: boolean
}

/**
 * The guard of an adapter's public `transfer`, for hosts that call it directly (the modal's send
 * action has checked the same rules before): a positive amount, and receiver, sender and token
 * by the namespace's address rule. 'Please enter a valid amount and receiver address' (SPEC §8)
 * with the fields in `details.missing`, or undefined when the transfer may go to the wallet.
 */
export function transferRefusal(
  { from, to, amount, token }: Pick<AdapterTransferParams, 'from' | 'to' | 'amount' | 'token'>,
  { isAddress, tokens }: TransferGuardOptions,
): LatchkeyError | undefined {
  const missing = [
    ...(typeof amount === 'bigint' && amount > 0n ? [] : ['amount']),
    ...(isAddress(to) ? [] : ['receiverAddress']),
    ...(isAddress(from) ? [] : ['from']),
    ...(token && !(tokens && isAddress(token.address)) ? ['tokenAddress'] : []),
  ]
  return missing.length > 0
    ? latchkeyErrorWith('INVALID_AMOUNT_AND_RECEIVER', { details: { missing } })
    : undefined
}

import { type AdapterTransferParams, transferRefusal } from '@latchkey/adapter-kit'
import { latchkeyError, latchkeyErrorWith, polkadotProfile } from '@latchkey/core'
import { loadSs58 } from '../address/loadSs58'
import { invalidInput } from '../errors/invalidInput'
import { ss58FormatOf } from '../networks/definePolkadotNetwork'
import type { AdapterContext } from './AdapterContext'
import { checkExistentialDeposit } from './existentialDeposit'
import { balanceKey, readBalances } from './getBalances'
import { resolveConnection } from './resolveConnection'
import { submitExtrinsic } from './submitExtrinsic'

export type TransferParameters = AdapterTransferParams
export interface TransferReturnType {
  /** The extrinsic's hash. */
  hash: string
}

/**
 * A native transfer with balances.transferKeepAlive, signed by the connected wallet, which never
 * reaps the sender. Checked first (addresses, amount, existential deposit, fee), so a refused
 * transfer asks the wallet nothing and changes nothing. Assets-pallet tokens are not supported.
 */
export async function transfer(
  context: AdapterContext,
  { caipNetwork, connectorId, from, to, amount, token }: TransferParameters,
): Promise<TransferReturnType> {
  if (token) throw latchkeyError('UNSUPPORTED_CHAIN')
  // SPEC §5 by the polkadot profile's rule (SS58), the one the modal's send action asked first.
  const invalid = transferRefusal(
    { from, to, amount },
    { isAddress: polkadotProfile.isAddress, tokens: false },
  )
  if (invalid) throw invalid
  const connection = resolveConnection(context, connectorId)
  const { toNetworkAddress } = await loadSs58()
  const format = ss58FormatOf(caipNetwork)
  const sender = toNetworkAddress(from, format)
  const receiver = toNetworkAddress(to, format)
  if (!receiver)
    throw latchkeyErrorWith('INVALID_AMOUNT_AND_RECEIVER', {
      details: { missing: ['receiverAddress'] },
    })
  if (!sender || !connection.accounts.some((a) => toNetworkAddress(a.address, format) === sender))
    throw invalidInput('from', from, 'an account of the connected wallet')

  const api = await context.apis.get(caipNetwork)
  const extrinsic = api.tx.balances.transferKeepAlive(receiver, amount)
  const [senderBalances, receiverBalances, info] = await Promise.all([
    readBalances(api, sender),
    readBalances(api, receiver),
    extrinsic.paymentInfo(sender),
  ])
  const refusal = checkExistentialDeposit({
    amount,
    fee: info.partialFee.toBigInt(),
    existentialDeposit: api.consts.balances.existentialDeposit.toBigInt(),
    sender: senderBalances,
    receiver: receiverBalances,
    caipNetwork,
  })
  if (refusal) throw refusal
  const hash = await submitExtrinsic(api, extrinsic, sender, connection.wallet.signer)
  for (const address of [sender, receiver])
    context.balances.delete(balanceKey(caipNetwork, address, toNetworkAddress))
  return { hash }
}

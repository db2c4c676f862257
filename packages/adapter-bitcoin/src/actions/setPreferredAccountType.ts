import { requireActiveWallet } from '@latchkey/adapter-kit'
import type { AccountType } from '@latchkey/core'
import { invalidInput } from '@latchkey/core'
import { accountEntries } from '../connectors/bitcoinAccounts'
import type { AdapterContext } from './AdapterContext'

/** Uses the wallet's payment or ordinals address (SPEC §3 `payment`, `ordinal`). */
export async function setPreferredAccountType(
  context: AdapterContext,
  { type, connectorId }: { type: AccountType; connectorId?: string },
): Promise<void> {
  const active = requireActiveWallet(context, connectorId)
  const purpose = type === 'payment' ? 'payment' : type === 'ordinal' ? 'ordinals' : undefined
  const account = purpose && active.accounts.find((a) => a.purpose === purpose)
  if (!account) throw invalidInput('type', type, 'an account type the wallet has')
  if (account.address === active.address) return
  active.address = account.address
  context.emitter.emit('accountsChanged', {
    address: account.address,
    accounts: accountEntries(active.accounts),
    connectorId: active.connector.id,
  })
}

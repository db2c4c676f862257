import type { AuthConnectorProvider } from '@latchkey/adapter-kit'
import { type AccountType, invalidInput } from '@latchkey/core'
import type { AdapterContext } from './AdapterContext'
import { resolveProvider } from './resolveProvider'

/**
 * SPEC §3/§4: eoa or smartAccount in a wallet that has both (the embedded wallet); it rejects
 * when the wallet cannot, and the wallet announces the account now in use (accountsChanged).
 */
export async function setPreferredAccountType(
  context: AdapterContext,
  { type, connectorId }: { type: AccountType; connectorId?: string },
): Promise<void> {
  if (type !== 'eoa' && type !== 'smartAccount')
    throw invalidInput('type', type, ['eoa', 'smartAccount'])
  const provider = (await resolveProvider(context, connectorId)) as Partial<AuthConnectorProvider>
  if (typeof provider.setPreferredAccount !== 'function')
    throw invalidInput('type', type, 'an account type the wallet has')
  await provider.setPreferredAccount(type)
}

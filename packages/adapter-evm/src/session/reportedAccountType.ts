import type { AccountEntry, AccountType } from '@latchkey/core'

/**
 * The kind of account a wallet with both kinds has in use (the embedded wallet's smart account,
 * SPEC §3); undefined for a plain wallet, whose accounts are EOAs.
 */
export function reportedAccountType(provider: unknown): AccountType | undefined {
  const accountType = (provider as { accountType?: unknown } | undefined)?.accountType
  if (typeof accountType !== 'function') return undefined
  const type: unknown = accountType.call(provider)
  return type === 'eoa' || type === 'smartAccount' ? type : undefined
}

/** The wallet's account list with the account in use (the first) of the kind it reports. */
export function withAccountType(entries: AccountEntry[], type: AccountType | undefined) {
  if (!type) return entries
  return entries.map((entry, index) => (index === 0 ? { ...entry, type } : entry))
}

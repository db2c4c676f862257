import {
  type CaipNetwork,
  type LatchkeyError,
  latchkeyError,
  latchkeyErrorWith,
  type NamespaceProfile,
  namespaceProfile,
  parseUnits,
  type TokenBalance,
  toDecimalParts,
} from '@latchkey/core'

export interface SendDraft {
  token: TokenBalance | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  gasPrice: string | undefined
}

function isPositiveAmount(value: string | undefined): boolean {
  const parts = toDecimalParts(value)
  return Boolean(parts && !parts.negative && (parts.integer !== '0' || parts.fraction !== ''))
}

function tokenDecimals(draft: SendDraft, network: CaipNetwork): string | undefined {
  return draft.token?.quantity.decimals ?? String(network.nativeCurrency.decimals)
}

/** An amount with more decimals than the asset has cannot be sent as typed (it would be cut). */
function fitsDecimals(draft: SendDraft, network: CaipNetwork): boolean {
  const fraction = toDecimalParts(draft.sendTokenAmount)?.fraction ?? ''
  return fraction.replace(/0+$/, '').length <= Number(tokenDecimals(draft, network) ?? 0)
}

/**
 * An amount above what the account holds of the asset cannot be sent; an unknown balance
 * (not read yet) refuses nothing, the wallet has the last word then.
 */
function fitsBalance(draft: SendDraft, network: CaipNetwork, balance: string | undefined): boolean {
  const decimals = Number(tokenDecimals(draft, network))
  if (balance === undefined || !toDecimalParts(balance)) return true
  try {
    return parseUnits(draft.sendTokenAmount ?? '0', decimals) <= parseUnits(balance, decimals)
  } catch {
    return true // decimals the asset cannot have: 'decimals' is reported missing instead
  }
}

/** What the account holds of the asset a draft sends: the token's quantity, or the native balance. */
export function sendableBalance(
  draft: Pick<SendDraft, 'token'>,
  nativeBalance: string | undefined,
): string | undefined {
  return draft.token ? draft.token.quantity.numeric : nativeBalance
}

/** What is missing: a token needs its address; a native send adds what the namespace needs. */
function missingFields(
  draft: SendDraft,
  network: CaipNetwork,
  profile: NamespaceProfile,
  balance: string | undefined,
): string[] {
  const missing: string[] = []
  // A token of another network (a list fetched before a switch) is never sent on this one.
  if (draft.token && draft.token.chainId !== network.caipNetworkId) missing.push('token')
  if (draft.token?.address !== undefined) {
    if (!draft.token.address) missing.push('tokenAddress')
  } else {
    const needs = profile.send?.nativeNeeds ?? []
    if (needs.includes('gasPrice') && !draft.gasPrice) missing.push('gasPrice')
    if (needs.includes('decimals') && !tokenDecimals(draft, network)) missing.push('decimals')
  }
  if (
    !isPositiveAmount(draft.sendTokenAmount) ||
    !fitsDecimals(draft, network) ||
    !fitsBalance(draft, network, balance)
  )
    missing.push('amount')
  if (!profile.isAddress(draft.receiverAddress, network)) missing.push('receiverAddress')
  return missing
}

/**
 * SPEC §5 send checks on the active network, by its namespace's profile (its `isAddress` is the
 * one receiver rule; the adapters' guards ask the same profile). Missing fields, and an amount
 * that is zero, too precise or above `balance` (what the account holds of the asset, when
 * known), raise 'Please enter a valid amount and receiver address' with the missing ones in
 * `details.missing`; namespaces without send rules raise 'Unsupported chain'. Undefined when the
 * draft can be sent.
 */
export function validateSend(
  draft: SendDraft,
  network: CaipNetwork | undefined,
  balance?: string,
): LatchkeyError | undefined {
  if (!network) return latchkeyError('CAIP_NETWORK_UNDEFINED')
  const profile = namespaceProfile(network.chainNamespace)
  if (!profile.send) return latchkeyError('UNSUPPORTED_CHAIN')
  const missing = missingFields(draft, network, profile, balance)
  return missing.length > 0
    ? latchkeyErrorWith('INVALID_AMOUNT_AND_RECEIVER', { details: { missing } })
    : undefined
}

import {
  type CaipNetwork,
  isValidEvmAddress,
  isValidSolanaAddress,
  type LatchkeyError,
  latchkeyError,
  latchkeyErrorWith,
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

/** What is missing for an EVM send: ERC20 needs token, amount, receiver; native adds gas and decimals. */
function missingEvm(draft: SendDraft, network: CaipNetwork): string[] {
  const missing: string[] = []
  if (draft.token?.address !== undefined) {
    if (!draft.token.address) missing.push('tokenAddress')
  } else {
    if (!draft.gasPrice) missing.push('gasPrice')
    if (!tokenDecimals(draft, network)) missing.push('decimals')
  }
  if (!isPositiveAmount(draft.sendTokenAmount)) missing.push('amount')
  if (!isValidEvmAddress(draft.receiverAddress)) missing.push('receiverAddress')
  return missing
}

function missingSolana(draft: SendDraft): string[] {
  const missing: string[] = []
  if (!isPositiveAmount(draft.sendTokenAmount)) missing.push('amount')
  if (!isValidSolanaAddress(draft.receiverAddress)) missing.push('receiverAddress')
  return missing
}

/**
 * SPEC §5 send checks on the active network. Missing fields raise 'Please enter a valid amount
 * and receiver address' with the missing ones in `details.missing`; other namespaces raise
 * 'Unsupported chain'. Undefined when the draft can be sent.
 */
export function validateSend(
  draft: SendDraft,
  network: CaipNetwork | undefined,
): LatchkeyError | undefined {
  if (!network) return latchkeyError('CAIP_NETWORK_UNDEFINED')
  let missing: string[]
  if (network.chainNamespace === 'eip155') missing = missingEvm(draft, network)
  else if (network.chainNamespace === 'solana') missing = missingSolana(draft)
  else return latchkeyError('UNSUPPORTED_CHAIN')
  return missing.length > 0
    ? latchkeyErrorWith('INVALID_AMOUNT_AND_RECEIVER', { details: { missing } })
    : undefined
}

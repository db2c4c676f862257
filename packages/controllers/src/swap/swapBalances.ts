import { formatUnits, parseUnits, type SwapToken, type TokenBalance } from '@latchkey/core'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Whether a swap token (CAIP-10, 0xeee…e for the native currency) is the network's currency. */
export const isNativeSwapToken = (token: Pick<SwapToken, 'address'>) =>
  token.address.toLowerCase().endsWith(`:${NATIVE}`)

/** The account's balance entry of a swap token: by CAIP-10 id, the native one has no address. */
export function balanceEntry(
  token: SwapToken,
  balances: readonly TokenBalance[],
): TokenBalance | undefined {
  const native = isNativeSwapToken(token)
  const id = token.address.toLowerCase()
  return balances.find((b) =>
    native ? !b.address && id.startsWith(`${b.chainId}:`) : b.address?.toLowerCase() === id,
  )
}

/** The held amount of a token in its smallest unit (the native one from the account balance). */
export function heldAmount(
  token: SwapToken,
  balances: readonly TokenBalance[],
  nativeBalance: string | undefined,
): bigint {
  const text = isNativeSwapToken(token)
    ? (nativeBalance ?? balanceEntry(token, balances)?.quantity.numeric)
    : balanceEntry(token, balances)?.quantity.numeric
  try {
    return parseUnits(text ?? '0', token.decimals)
  } catch {
    return 0n
  }
}

/**
 * The token list of the select view: those matching `search` (symbol or name), the account's
 * own first (largest USD value first), then the rest in the provider's order.
 */
export function orderSwapTokens(
  tokens: readonly SwapToken[],
  balances: readonly TokenBalance[],
  nativeBalance: string | undefined,
  search = '',
): { token: SwapToken; held: string | undefined }[] {
  const needle = search.trim().toLowerCase()
  const rows = tokens
    .filter(
      (t) =>
        !needle || t.symbol.toLowerCase().includes(needle) || t.name.toLowerCase().includes(needle),
    )
    .map((token, index) => {
      const amount = heldAmount(token, balances, nativeBalance)
      const value = balanceEntry(token, balances)?.value ?? 0
      return {
        token,
        index,
        value: Number.isFinite(value) ? value : 0,
        held: amount > 0n ? formatUnits(amount, token.decimals) : undefined,
      }
    })
  rows.sort((a, b) => {
    if (Boolean(a.held) !== Boolean(b.held)) return a.held ? -1 : 1
    if (a.held && b.held && a.value !== b.value) return b.value - a.value
    return a.index - b.index
  })
  return rows.map(({ token, held }) => ({ token, held }))
}

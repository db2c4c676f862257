import { digest } from './digest'

export interface LedgerToken {
  address: string
  symbol: string
  name: string
  decimals: number
}

export interface LedgerTransfer {
  hash: string
  caipNetworkId: string
  from: string
  to: string
  amount: bigint
  /** Token contract; undefined for the native currency. */
  token?: string
  /** Call data of a contract call. */
  data?: string
}

/** Thrown when a transfer exceeds the sender's balance, as a chain would refuse it. */
export class InsufficientFundsError extends Error {
  override readonly name = 'InsufficientFundsError'
}

const key = (address: string) => (address.startsWith('0x') ? address.toLowerCase() : address)

/**
 * An in-memory chain state for the test adapter: native and token balances per network, gas
 * prices, and the transfers made. Transfers really move value and refuse overdrafts.
 */
export function createLedger() {
  const native = new Map<string, Map<string, bigint>>()
  const tokens = new Map<string, Map<string, LedgerToken & { balances: Map<string, bigint> }>>()
  const gasPrices = new Map<string, bigint>()
  const transfers: LedgerTransfer[] = []

  function book(map: Map<string, bigint>, address: string) {
    return map.get(key(address)) ?? 0n
  }

  function nativeOf(network: string) {
    let balances = native.get(network)
    if (!balances) {
      balances = new Map()
      native.set(network, balances)
    }
    return balances
  }

  function tokenOf(network: string, address: string) {
    const token = tokens.get(network)?.get(key(address))
    if (!token) throw new Error(`no token ${address} on ${network}`)
    return token
  }

  function hashOf(transfer: Omit<LedgerTransfer, 'hash'>) {
    const seed = `${transfers.length}|${transfer.caipNetworkId}|${transfer.from}|${transfer.to}|${transfer.amount}|${transfer.token ?? ''}`
    return `0x${digest(seed, 64)}`
  }

  function move(balances: Map<string, bigint>, from: string, to: string, amount: bigint) {
    if (amount < 0n) throw new Error('amount must not be negative')
    const available = book(balances, from)
    if (available < amount) throw new InsufficientFundsError(`balance ${available} < ${amount}`)
    balances.set(key(from), available - amount)
    balances.set(key(to), book(balances, to) + amount)
  }

  return {
    transfers,

    credit(network: string, address: string, amount: bigint) {
      const balances = nativeOf(network)
      balances.set(key(address), book(balances, address) + amount)
    },

    balanceOf: (network: string, address: string) => book(nativeOf(network), address),

    addToken(network: string, token: LedgerToken) {
      let list = tokens.get(network)
      if (!list) {
        list = new Map()
        tokens.set(network, list)
      }
      list.set(key(token.address), { ...token, balances: new Map() })
    },

    creditToken(network: string, token: string, address: string, amount: bigint) {
      const balances = tokenOf(network, token).balances
      balances.set(key(address), book(balances, address) + amount)
    },

    tokenBalanceOf: (network: string, token: string, address: string) =>
      book(tokenOf(network, token).balances, address),

    tokensOf(network: string): LedgerToken[] {
      return [...(tokens.get(network)?.values() ?? [])].map(({ balances: _, ...token }) => token)
    },

    setGasPrice: (network: string, price: bigint) => void gasPrices.set(network, price),
    gasPriceOf: (network: string) => gasPrices.get(network) ?? 1_000_000_000n,

    transfer(network: string, from: string, to: string, amount: bigint, data?: string): string {
      move(nativeOf(network), from, to, amount)
      const record = { caipNetworkId: network, from, to, amount, ...(data ? { data } : {}) }
      const hash = hashOf(record)
      transfers.push({ ...record, hash })
      return hash
    },

    transferToken(network: string, token: string, from: string, to: string, amount: bigint) {
      move(tokenOf(network, token).balances, from, to, amount)
      const record = { caipNetworkId: network, from, to, amount, token }
      const hash = hashOf(record)
      transfers.push({ ...record, hash })
      return hash
    },
  }
}

export type Ledger = ReturnType<typeof createLedger>

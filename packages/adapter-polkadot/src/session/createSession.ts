import type { ChainAdapterEvents } from '@latchkey/adapter-kit'
import type { AccountEntry, CaipNetwork, Emitter } from '@latchkey/core'
import type { InjectedAccount } from '../connectors/InjectedWeb3'
import type { PolkadotConnector, PolkadotWallet } from '../connectors/PolkadotConnector'
import { ss58FormatOf } from '../networks/definePolkadotNetwork'

export interface ActiveConnection {
  readonly connector: PolkadotConnector
  readonly wallet: PolkadotWallet
  /** The network the accounts are written for (its SS58 format). */
  network: CaipNetwork
  /** The wallet's accounts usable on `network`, in its SS58 format. */
  accounts: AccountEntry[]
  address: string
}

export type Encode = (address: string, ss58Format: number) => string | undefined

/** The one wallet this adapter is connected through, and the forwarding of its account changes. */
export interface Session {
  current(): ActiveConnection | undefined
  /** Makes a connection current and follows its account list; drops the previous one. */
  activate(
    connection: Omit<ActiveConnection, 'accounts' | 'address'>,
    accounts: InjectedAccount[],
    encode: Encode,
  ): ActiveConnection | undefined
  /** Writes the accounts for another network (its SS58 format) and reports them. */
  moveTo(network: CaipNetwork): void
  /** Makes another shared account the connected one; false when the wallet does not share it. */
  select(address: string): boolean
  release(): void
}

/** The accounts usable on `network`: not Ethereum keys, not restricted to another chain. */
export function toAccountEntries(
  accounts: readonly InjectedAccount[],
  network: CaipNetwork,
  encode: Encode,
): AccountEntry[] {
  const entries: AccountEntry[] = []
  for (const account of accounts) {
    if (account.type === 'ethereum') continue
    const genesis = account.genesisHash?.replace(/^0x/, '').toLowerCase()
    if (genesis && !genesis.startsWith(String(network.id))) continue
    const address = encode(account.address, ss58FormatOf(network))
    if (address && !entries.some((e) => e.address === address))
      entries.push({ address, type: 'eoa' })
  }
  return entries
}

export function createSession(emitter: Emitter<ChainAdapterEvents>): Session {
  let current: ActiveConnection | undefined
  let encode: Encode = () => undefined
  let raw: InjectedAccount[] = []
  let unsubscribe: (() => void) | undefined

  function release(): void {
    unsubscribe?.()
    unsubscribe = undefined
    current = undefined
    raw = []
  }

  /** Re-reads the account list; the picked address stays when the wallet still shares it. */
  function apply(connection: ActiveConnection): boolean {
    connection.accounts = toAccountEntries(raw, connection.network, encode)
    const kept = connection.accounts.find(
      (a) => encode(a.address, 42) === encode(connection.address, 42),
    )
    const first = kept ?? connection.accounts[0]
    if (!first) return false
    connection.address = first.address
    return true
  }

  function report(connection: ActiveConnection): void {
    emitter.emit('accountsChanged', {
      address: connection.address,
      accounts: connection.accounts,
      connectorId: connection.connector.id,
    })
  }

  return {
    current: () => current,
    release,
    activate(partial, accounts, encoder) {
      release()
      raw = accounts
      encode = encoder
      const connection: ActiveConnection = { ...partial, accounts: [], address: '' }
      if (!apply(connection)) return undefined
      current = connection
      unsubscribe = partial.wallet.subscribe?.((next) => {
        if (current !== connection) return
        const before = connection.address
        const beforeCount = connection.accounts.length
        raw = next
        // The visitor stopped sharing every account: the site is no longer connected.
        if (!apply(connection)) {
          release()
          emitter.emit('disconnect', { connectorId: connection.connector.id })
          return
        }
        if (before !== connection.address || beforeCount !== connection.accounts.length)
          report(connection)
      })
      return connection
    },
    select(address) {
      const key = encode(address, 42)
      const found = current?.accounts.find((a) => key && encode(a.address, 42) === key)
      if (!current || !found) return false
      if (found.address !== current.address) {
        current.address = found.address
        report(current)
      }
      return true
    },
    moveTo(network) {
      if (!current) return
      current.network = network
      if (apply(current)) report(current)
    },
  }
}

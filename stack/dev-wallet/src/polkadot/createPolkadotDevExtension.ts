import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON, SignerPayloadRaw, SignerResult } from '@polkadot/types/types'
import { hexToU8a, isHex, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'
import type { ApprovalMode } from '../approvals'
import { createPolkadotApprovals, type PolkadotApprovals } from './polkadotApprovals'

export interface CreatePolkadotDevExtensionParameters {
  /** Development secret URIs only ('//Alice', '//Bob', …): never a real key. */
  accounts: readonly string[]
  /** The SS58 format addresses are shared in. Default 42 (generic Substrate). */
  ss58Format?: number
  /** 'manual' queues each request for approve()/reject(); default 'manual'. */
  mode?: ApprovalMode
  /**
   * Remembers which sites were let in, so a reload's enable() does not prompt again, and which
   * accounts the visitor shares (share()), as an extension keeps both between visits.
   */
  persist?: Pick<Storage, 'getItem' | 'setItem'>
}

export interface PolkadotDevAccount {
  address: string
  name: string
  type: 'sr25519'
}

/** The injectedWeb3 entry shape: enable(origin) -> { accounts, signer }. */
export interface PolkadotDevExtension {
  readonly version: string
  readonly name: string
  readonly approvals: PolkadotApprovals
  /** Every account the extension holds. */
  readonly accounts: readonly PolkadotDevAccount[]
  enable(origin: string): Promise<{
    accounts: {
      get(): Promise<PolkadotDevAccount[]>
      subscribe(callback: (accounts: PolkadotDevAccount[]) => void): () => void
    }
    signer: {
      signPayload(payload: SignerPayloadJSON): Promise<SignerResult>
      signRaw(raw: SignerPayloadRaw): Promise<SignerResult>
    }
  }>
  /** Shares these accounts (addresses it holds) from now on, as a visitor choosing in the extension. */
  share(addresses: readonly string[]): void
}

const GRANTS_KEY = 'latchkey-dev-polkadot-grants'
const SHARED_KEY = 'latchkey-dev-polkadot-shared'

/** The addresses stored as shared, or undefined (every account) when none or unreadable. */
function storedShared(persist: Pick<Storage, 'getItem'> | undefined): string[] | undefined {
  try {
    const value: unknown = JSON.parse(persist?.getItem(SHARED_KEY) ?? 'null')
    return Array.isArray(value)
      ? value.filter((a): a is string => typeof a === 'string')
      : undefined
  } catch {
    return undefined
  }
}

/** The visitor's refusal, with the EIP-1193 code the adapters read. */
function rejected(): Error {
  return Object.assign(new Error('Rejected by user'), { code: 4001 })
}

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`

/**
 * A Polkadot extension for development: local sr25519 keys, each site's enable and each signature
 * approved or rejected in its queue first. Its keys stay in this object, never in the page's
 * injectedWeb3 entry (which injectPolkadotDevExtension exposes with enable() only).
 */
export async function createPolkadotDevExtension({
  accounts: uris,
  ss58Format = 42,
  mode = 'manual',
  persist,
}: CreatePolkadotDevExtensionParameters): Promise<PolkadotDevExtension> {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format })
  const pairs: KeyringPair[] = uris.map((uri) =>
    keyring.addFromUri(uri, { name: uri.replace(/^\/\//, '') }),
  )
  const accounts = pairs.map((pair) => ({
    address: pair.address,
    name: String(pair.meta.name),
    type: 'sr25519' as const,
  }))
  const approvals = createPolkadotApprovals(mode)
  const remembered = storedShared(persist)
  let shared = remembered ? accounts.filter((a) => remembered.includes(a.address)) : accounts
  const listeners = new Set<(accounts: PolkadotDevAccount[]) => void>()
  const grants = new Set<string>(JSON.parse(persist?.getItem(GRANTS_KEY) ?? '[]') as string[])

  function pairOf(address: string): KeyringPair {
    const key = u8aToHex(decodeAddress(address))
    const pair = pairs.find((p) => u8aToHex(p.publicKey) === key)
    if (!pair || !shared.some((a) => a.address === pair.address))
      throw Object.assign(new Error(`Unknown account ${address}`), { code: 4100 })
    return pair
  }

  return {
    version: '1.0.0',
    name: 'Latchkey Dev Polkadot',
    approvals,
    accounts,
    async enable(origin) {
      if (!grants.has(origin)) {
        const approved = await approvals.ask({
          kind: 'connect',
          method: 'enable',
          subject: origin,
          summary: `${origin} asks to see your accounts`,
        })
        if (!approved) throw rejected()
        grants.add(origin)
        persist?.setItem(GRANTS_KEY, JSON.stringify([...grants]))
      }
      return {
        accounts: {
          get: async () => [...shared],
          subscribe(callback) {
            listeners.add(callback)
            callback([...shared])
            return () => listeners.delete(callback)
          },
        },
        signer: {
          async signPayload(payload) {
            const pair = pairOf(payload.address)
            const approved = await approvals.ask({
              kind: 'sign-transaction',
              method: 'signPayload',
              subject: payload.address,
              summary: `Sign a transaction as ${short(payload.address)} (nonce ${Number(payload.nonce)})`,
            })
            if (!approved) throw rejected()
            const registry = new TypeRegistry()
            registry.setSignedExtensions(payload.signedExtensions)
            const { signature } = registry
              .createType('ExtrinsicPayload', payload, { version: payload.version })
              .sign(pair)
            return { id: 0, signature }
          },
          async signRaw({ address, data }) {
            const pair = pairOf(address)
            const bytes = isHex(data) ? hexToU8a(data) : stringToU8a(data)
            const approved = await approvals.ask({
              kind: 'sign-message',
              method: 'signRaw',
              subject: address,
              summary: `Sign a message as ${short(address)}: ${new TextDecoder().decode(bytes)}`,
            })
            if (!approved) throw rejected()
            // Wrapped in <Bytes>…</Bytes>, as extensions do, so it can never be a transaction.
            return { id: 0, signature: u8aToHex(pair.sign(u8aWrapBytes(bytes))) }
          },
        },
      }
    },
    share(addresses) {
      shared = accounts.filter((a) => addresses.includes(a.address))
      persist?.setItem(SHARED_KEY, JSON.stringify(shared.map((a) => a.address)))
      for (const listener of [...listeners]) listener([...shared])
    },
  }
}

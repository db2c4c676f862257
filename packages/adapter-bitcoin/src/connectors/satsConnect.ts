import { WALLET_ERROR_CODES, WalletRpcError } from '@latchkey/core'
import {
  type AddressPurpose,
  type BitcoinAccount,
  type BitcoinConnector,
  type BitcoinSigner,
  type ConnectorSource,
  inferPurposes,
} from './BitcoinSigner'
import { signatureToBase64 } from './base64'

/** The injected provider of sats-connect style wallets (Xverse and others): one `request`. */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(event: string, listener: (payload: unknown) => void): (() => void) | undefined
}

/** How such wallets announce themselves: `window.btc_providers`, each `id` a path on window. */
export interface SatsConnectProviderInfo {
  id: string
  name: string
  icon?: string
}

export interface SatsConnectWindow {
  btc_providers?: readonly SatsConnectProviderInfo[]
  XverseProviders?: { BitcoinProvider?: SatsConnectProvider }
}

// sats-connect's JSON-RPC error codes, told as the wallet error codes the modal knows.
const RPC_CODES: Readonly<Record<number, number>> = Object.freeze({
  [-32000]: WALLET_ERROR_CODES.USER_REJECTED,
  [-32001]: WALLET_ERROR_CODES.UNSUPPORTED_METHOD,
  [-32002]: WALLET_ERROR_CODES.UNAUTHORIZED,
})

/** Wallets answer `{ result }` or `{ error }` (JSON-RPC); older ones throw the error. */
async function call<T>(
  provider: SatsConnectProvider,
  method: string,
  params?: unknown,
): Promise<T> {
  let answer: { result?: unknown; error?: { code?: number; message?: string } } | undefined
  try {
    answer = (await provider.request(method, params)) as typeof answer
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code
    if (typeof code === 'number' && RPC_CODES[code] !== undefined)
      throw new WalletRpcError(RPC_CODES[code] as number, undefined, error)
    throw error
  }
  if (answer?.error) {
    const code = answer.error.code ?? 0
    throw new WalletRpcError(
      RPC_CODES[code] ?? WALLET_ERROR_CODES.INTERNAL_ERROR,
      undefined,
      answer.error,
    )
  }
  if (answer?.result === undefined) throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
  return answer.result as T
}

interface SatsAddress {
  address: string
  publicKey?: string
  purpose?: string
}

function toAccounts(list: readonly SatsAddress[]): BitcoinAccount[] {
  const bitcoin = list.filter(
    (a) => a.purpose === undefined || a.purpose === 'payment' || a.purpose === 'ordinals',
  )
  if (bitcoin.every((a) => a.purpose !== undefined))
    return bitcoin.map((a) => ({
      address: a.address,
      purpose: a.purpose as AddressPurpose,
      ...(a.publicKey ? { publicKey: a.publicKey } : {}),
    }))
  return inferPurposes(bitcoin)
}

/** A sats-connect provider as the adapter's actions ask things of it. */
export function satsConnectSigner(provider: SatsConnectProvider): BitcoinSigner {
  return {
    async connect({ silent }) {
      if (!silent)
        return toAccounts(
          await call<SatsAddress[]>(provider, 'getAccounts', { purposes: ['payment', 'ordinals'] }),
        )
      // Without a grant the wallet refuses wallet_getAccount: nothing to restore, no prompt.
      try {
        const account = await call<{ addresses?: SatsAddress[] }>(provider, 'wallet_getAccount')
        return toAccounts(account.addresses ?? [])
      } catch {
        return []
      }
    },
    async disconnect() {
      await call(provider, 'wallet_renouncePermissions').catch(() => undefined)
    },
    async signMessage({ address, message, protocol }) {
      const answer = await call<{ signature?: unknown }>(provider, 'signMessage', {
        address,
        message,
        ...(protocol ? { protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322' } : {}),
      })
      if (typeof answer.signature !== 'string')
        throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
      return signatureToBase64(answer.signature)
    },
    async signPsbt({ psbt, signInputs }) {
      const answer = await call<{ psbt?: unknown }>(provider, 'signPsbt', {
        psbt,
        signInputs,
        broadcast: false,
      })
      if (typeof answer.psbt !== 'string')
        throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
      return answer.psbt
    },
    watch(listener) {
      const stop = provider.addListener?.('accountChange', () => {
        call<{ addresses?: SatsAddress[] }>(provider, 'wallet_getAccount').then(
          (account) => listener({ accounts: toAccounts(account.addresses ?? []) }),
          () => listener({ accounts: [] }),
        )
      })
      return typeof stop === 'function' ? stop : () => {}
    },
  }
}

function resolve(target: object, path: string): SatsConnectProvider | undefined {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], target)
  return typeof (found as SatsConnectProvider | undefined)?.request === 'function'
    ? (found as SatsConnectProvider)
    : undefined
}

const XVERSE_PATH = 'XverseProviders.BitcoinProvider'

/**
 * sats-connect discovery: the wallets listed in `window.btc_providers`, and Xverse's provider
 * where it is injected without the list. Read when discovery starts, never at import.
 */
export function satsConnectWallets(target?: () => SatsConnectWindow | undefined): ConnectorSource {
  return {
    id: 'sats-connect',
    start(publish) {
      const page = target
        ? target()
        : typeof window === 'undefined'
          ? undefined
          : (window as SatsConnectWindow)
      if (!page) return () => {}
      const listed = Array.isArray(page.btc_providers) ? page.btc_providers : []
      const infos = listed.some((info) => info?.id === XVERSE_PATH)
        ? listed
        : [...listed, { id: XVERSE_PATH, name: 'Xverse' }]
      const connectors: BitcoinConnector[] = []
      for (const info of infos) {
        if (typeof info?.id !== 'string' || typeof info.name !== 'string') continue
        const provider = resolve(page, info.id)
        if (!provider) continue
        connectors.push(
          Object.freeze({
            id: info.id,
            name: info.name,
            type: 'INJECTED' as const,
            ...(typeof info.icon === 'string' && info.icon ? { imageUrl: info.icon } : {}),
            installed: true,
            signer: satsConnectSigner(provider),
          }),
        )
      }
      publish(connectors)
      return () => {}
    },
  }
}

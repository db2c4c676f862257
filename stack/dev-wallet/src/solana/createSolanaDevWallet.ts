import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignInFeature,
  SolanaSignInInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { Connection, VersionedTransaction } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { createApprovals } from '../approvals'
import { unauthorized, userRejected } from '../errors'
import { devWalletIcon } from '../icon'
import { describeTransaction } from './describeTransaction'
import type {
  CreateSolanaDevWalletParameters,
  SolanaApprovalRequest,
  SolanaDevWalletControls,
} from './SolanaDevWalletTypes'
import { signInMessage } from './signInMessage'
import { createSolanaGrantStore, SOLANA_GRANT_KEY } from './solanaGrant'
import { type SolanaDevKey, toDevKey } from './solanaKeys'

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignInFeature

export interface SolanaDevWallet extends SolanaDevWalletControls {
  /** The Wallet Standard wallet to register on a page (registerSolanaDevWallet). */
  readonly wallet: Wallet
}

// Wallet Standard wants a base64 data URI: the EVM dev wallet's key, re-encoded.
const BASE64_ICON = `data:image/svg+xml;base64,${btoa(
  decodeURIComponent(devWalletIcon.slice(devWalletIcon.indexOf(',') + 1)),
)}` as const

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`

/**
 * A Wallet Standard Solana wallet over development keys and the local chain: it asks its user
 * before it connects, signs or sends, and remembers the site's grant for a silent reconnect.
 */
export function createSolanaDevWallet(
  parameters: CreateSolanaDevWalletParameters,
): SolanaDevWallet {
  const keys = parameters.secretKeys.map(toDevKey)
  const [first] = keys
  if (!first) throw new TypeError('The Solana dev wallet needs at least one key')
  if (parameters.chains.length === 0) throw new TypeError('The Solana dev wallet needs a chain')
  const rpcUrls = new Map(parameters.chains.map((c) => [c.chain as string, c.rpcUrl]))
  const connections = new Map<string, Connection>()
  const approvals = createApprovals<SolanaApprovalRequest>(
    parameters.mode ?? 'auto-approve',
    parameters.approve,
  )
  const grants = createSolanaGrantStore(
    parameters.persist,
    parameters.persistKey ?? SOLANA_GRANT_KEY,
  )
  const listeners = new Set<StandardEventsListeners['change']>()
  let selected: SolanaDevKey = first
  let connected = false

  const chains = parameters.chains.map((c) => c.chain)
  const accountOf = (key: SolanaDevKey): WalletAccount =>
    Object.freeze({
      address: key.address,
      publicKey: key.publicKey,
      chains,
      features: [
        'solana:signIn',
        'solana:signMessage',
        'solana:signTransaction',
        'solana:signAndSendTransaction',
      ],
    } as WalletAccount)
  const exposed = () => (connected ? [accountOf(selected)] : [])
  const changed = () => {
    const accounts = exposed()
    for (const listener of [...listeners]) listener({ accounts })
  }

  async function ask(fields: Omit<SolanaApprovalRequest, 'id' | 'createdAt'>): Promise<void> {
    if (!(await approvals.ask(fields))) throw userRejected()
  }

  /** The key of an account the site was granted; anything else is refused (4100). */
  function granted(account: WalletAccount): SolanaDevKey {
    const key = keys.find((k) => k.address === account.address)
    if (!connected || key !== selected) throw unauthorized()
    return key
  }

  function connection(chain: string): Connection {
    const url = rpcUrls.get(chain)
    if (!url) throw unauthorized(`The wallet does not know ${chain}`)
    const known = connections.get(url) ?? new Connection(url, 'confirmed')
    connections.set(url, known)
    return known
  }

  /** Sign In With Solana: connects the account asked for (or the selected one) if needed. */
  async function signInOne(input: SolanaSignInInput) {
    const key = input.address ? keys.find((k) => k.address === input.address) : selected
    if (!key || (connected && key !== selected)) throw unauthorized()
    const domain = input.domain ?? (globalThis as { location?: { host: string } }).location?.host
    if (!domain) throw unauthorized('The sign-in names no domain')
    const text = signInMessage({ ...input, domain, address: key.address })
    const signedMessage = new TextEncoder().encode(text)
    await ask({
      kind: 'sign-message',
      method: 'signIn',
      params: signedMessage,
      summary: `Sign in: "${text}"`,
      account: key.address,
    })
    if (!connected) {
      selected = key
      connected = true
      grants.write({ account: key.address })
      changed()
    }
    return {
      account: accountOf(key),
      signedMessage,
      signature: key.sign(signedMessage),
      signatureType: 'ed25519' as const,
    }
  }

  async function signOne(
    input: SolanaSignTransactionInput,
    kind: 'sign-transaction' | 'send-transaction',
  ) {
    const key = granted(input.account)
    const transaction = VersionedTransaction.deserialize(input.transaction)
    await ask({
      kind,
      method: kind === 'send-transaction' ? 'signAndSendTransaction' : 'signTransaction',
      params: input.transaction,
      summary: describeTransaction(transaction, kind),
      ...(input.chain ? { chain: input.chain } : {}),
      account: key.address,
    })
    transaction.sign([key.keypair])
    return transaction
  }

  const features: Features = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (!connected) {
          const grant = grants.read()
          const remembered = keys.find((k) => k.address === grant?.account)
          if (input?.silent) {
            if (!remembered) return { accounts: [] }
            selected = remembered
          } else
            await ask({
              kind: 'connect',
              method: 'connect',
              params: undefined,
              summary: `Connect ${short(selected.address)} to this site`,
              account: selected.address,
            })
          connected = true
          grants.write({ account: selected.address })
          changed()
        }
        return { accounts: exposed() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        connected = false
        grants.clear()
        changed()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event, listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: readonly SolanaSignMessageInput[]) {
        const outputs = []
        for (const input of inputs) {
          const key = granted(input.account)
          await ask({
            kind: 'sign-message',
            method: 'signMessage',
            params: input.message,
            summary: `Sign "${new TextDecoder().decode(input.message)}"`,
            account: key.address,
          })
          outputs.push({ signedMessage: input.message, signature: key.sign(input.message) })
        }
        return outputs
      },
    },
    'solana:signIn': {
      version: '1.0.0',
      async signIn(...inputs: readonly SolanaSignInInput[]) {
        const outputs = []
        for (const input of inputs) outputs.push(await signInOne(input))
        return outputs
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: readonly SolanaSignTransactionInput[]) {
        const outputs = []
        for (const input of inputs)
          outputs.push({
            signedTransaction: (await signOne(input, 'sign-transaction')).serialize(),
          })
        return outputs
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]) {
        const outputs = []
        for (const input of inputs) {
          const rpc = connection(input.chain)
          const transaction = await signOne(input, 'send-transaction')
          const { preflightCommitment, skipPreflight } = input.options ?? {}
          await rpc.sendRawTransaction(transaction.serialize(), {
            ...(preflightCommitment ? { preflightCommitment } : {}),
            ...(skipPreflight !== undefined ? { skipPreflight } : {}),
          })
          outputs.push({ signature: transaction.signatures[0] as Uint8Array })
        }
        return outputs
      },
    },
  }

  const wallet: Wallet = Object.freeze({
    version: '1.0.0' as const,
    name: parameters.name ?? 'Latchkey Solana Dev Wallet',
    icon: parameters.icon ?? BASE64_ICON,
    chains,
    features,
    get accounts() {
      return exposed()
    },
  })

  return {
    wallet,
    approvals,
    addresses: keys.map((k) => k.address),
    get selected() {
      return selected.address
    },
    get connected() {
      return connected
    },
    selectAccount(address) {
      const key = keys.find((k) => k.address === address)
      if (!key) throw new TypeError(`No dev-wallet account ${address}`)
      selected = key
      if (!connected) return
      grants.write({ account: key.address })
      changed()
    },
    revoke() {
      if (!connected) return
      connected = false
      grants.clear()
      changed()
    },
  }
}

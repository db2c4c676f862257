import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import { createAccountGrantStore } from '../accountGrant'
import { createApprovals } from '../approvals'
import { unauthorized, userRejected } from '../errors'
import { devWalletIcon } from '../icon'
import type {
  BitcoinApprovalRequest,
  BitcoinDevWalletControls,
  CreateBitcoinDevWalletParameters,
} from './BitcoinDevWalletTypes'
import { type BitcoinDevKey, toDevKey } from './bitcoinKeys'
import { signBip322Simple, signLegacyMessage } from './signMessage'
import { describePsbt, readSigning, signInputs } from './signPsbt'

export interface BitcoinDevWallet extends BitcoinDevWalletControls {
  /** The Wallet Standard wallet to register on a page (registerBitcoinDevWallet). */
  readonly wallet: Wallet
}

interface DevAccount {
  payment: BitcoinDevKey
  ordinals: BitcoinDevKey
}

export const BITCOIN_GRANT_KEY = 'latchkey.devWallet.bitcoin.grant'

// Wallet Standard wants a base64 data URI: the EVM dev wallet's icon, re-encoded.
const BASE64_ICON = `data:image/svg+xml;base64,${btoa(
  decodeURIComponent(devWalletIcon.slice(devWalletIcon.indexOf(',') + 1)),
)}` as const

const short = (address: string) => `${address.slice(0, 8)}…${address.slice(-4)}`
const PURPOSES = ['payment', 'ordinals'] as const

/**
 * A Wallet Standard Bitcoin wallet over development keys: `bitcoin:connect` (payment and ordinals
 * addresses), `bitcoin:signTransaction` (PSBTs) and `bitcoin:signMessage` (BIP-322 simple, or the
 * legacy form on request). It asks its user before each, and remembers the site's grant.
 */
export function createBitcoinDevWallet(
  parameters: CreateBitcoinDevWalletParameters,
): BitcoinDevWallet {
  const chain = parameters.chain ?? 'bitcoin:regtest'
  const accounts: DevAccount[] = parameters.accounts.map((keys) => ({
    payment: toDevKey(keys.payment, 'p2wpkh', chain),
    ordinals: toDevKey(keys.ordinals ?? keys.payment, 'p2tr', chain),
  }))
  const [first] = accounts
  if (!first) throw new TypeError('The Bitcoin dev wallet needs at least one account')
  const approvals = createApprovals<BitcoinApprovalRequest>(
    parameters.mode ?? 'auto-approve',
    parameters.approve,
  )
  const grants = createAccountGrantStore(
    parameters.persist,
    parameters.persistKey ?? BITCOIN_GRANT_KEY,
    (a) => accounts.some((account) => account.payment.address === a),
  )
  const listeners = new Set<StandardEventsListeners['change']>()
  let selected: DevAccount = first
  let connected = false

  const features = ['bitcoin:signTransaction', 'bitcoin:signMessage'] as const
  const accountOf = (key: BitcoinDevKey): WalletAccount =>
    Object.freeze({
      address: key.address,
      publicKey: key.publicKey,
      chains: [chain],
      features: [...features],
    })
  const exposed = () =>
    connected ? [accountOf(selected.payment), accountOf(selected.ordinals)] : []
  const changed = () => {
    const current = exposed()
    for (const listener of [...listeners]) listener({ accounts: current })
  }

  async function ask(
    fields: Omit<BitcoinApprovalRequest, 'id' | 'createdAt' | 'chain'>,
  ): Promise<void> {
    if (!(await approvals.ask({ ...fields, chain }))) throw userRejected()
  }

  /** The key of an address the site was granted; anything else is refused (4100). */
  function granted(account: WalletAccount): BitcoinDevKey {
    const key = [selected.payment, selected.ordinals].find((k) => k.address === account.address)
    if (!connected || !key) throw unauthorized()
    return key
  }

  async function grant(silent: boolean): Promise<readonly WalletAccount[]> {
    if (!connected) {
      const remembered = accounts.find((a) => a.payment.address === grants.read()?.account)
      if (silent) {
        if (!remembered) return []
        selected = remembered
      } else
        await ask({
          kind: 'connect',
          method: 'connect',
          params: undefined,
          summary: `Connect ${short(selected.payment.address)} to this site`,
          account: selected.payment.address,
        })
      connected = true
      grants.write({ account: selected.payment.address })
      changed()
    }
    return exposed()
  }

  const wallet: Wallet = Object.freeze({
    version: '1.0.0' as const,
    name: parameters.name ?? 'Latchkey Bitcoin Dev Wallet',
    icon: parameters.icon ?? BASE64_ICON,
    chains: [chain],
    get accounts() {
      return exposed()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => ({
          accounts: await grant(Boolean(input?.silent)),
        }),
      },
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(input: { purposes: readonly (typeof PURPOSES)[number][] }) {
          const all = await grant(false)
          // In the order of the purposes asked (payment, ordinals).
          return {
            accounts: input.purposes
              .map((purpose) => all[PURPOSES.indexOf(purpose)])
              .filter(Boolean),
          }
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
        on(_event: 'change', listener: StandardEventsListeners['change']) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(
          ...inputs: readonly {
            psbt: Uint8Array
            chain: string
            inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
          }[]
        ) {
          const outputs = []
          for (const input of inputs) {
            if (input.chain !== chain)
              throw unauthorized(`The wallet does not sign for ${input.chain}`)
            const signing = readSigning(
              input.psbt,
              input.inputsToSign.map((entry) => ({
                key: granted(entry.account),
                indexes: entry.signingIndexes,
              })),
            )
            await ask({
              kind: 'sign-transaction',
              method: 'signTransaction',
              params: input.psbt,
              summary: describePsbt(signing, chain),
              account: selected.payment.address,
            })
            outputs.push({ signedPsbt: signInputs(signing) })
          }
          return outputs
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(
          ...inputs: readonly {
            account: WalletAccount
            message: Uint8Array
            protocol?: 'bip322' | 'ecdsa'
          }[]
        ) {
          const outputs = []
          for (const input of inputs) {
            const key = granted(input.account)
            const text = new TextDecoder().decode(input.message)
            await ask({
              kind: 'sign-message',
              method: 'signMessage',
              params: input.message,
              summary: `Sign "${text}"`,
              account: key.address,
            })
            const signature =
              input.protocol === 'ecdsa'
                ? signLegacyMessage(key, text)
                : signBip322Simple(key, text)
            outputs.push({
              signedMessage: input.message,
              signature: Uint8Array.from(atob(signature), (c) => c.charCodeAt(0)),
            })
          }
          return outputs
        },
      },
    },
  })

  return {
    wallet,
    approvals,
    chain,
    addresses: accounts.map((a) => ({ payment: a.payment.address, ordinals: a.ordinals.address })),
    get selected() {
      return selected.payment.address
    },
    get connected() {
      return connected
    },
    selectAccount(paymentAddress) {
      const account = accounts.find((a) => a.payment.address === paymentAddress)
      if (!account) throw new TypeError(`No dev-wallet account ${paymentAddress}`)
      selected = account
      if (!connected) return
      grants.write({ account: account.payment.address })
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

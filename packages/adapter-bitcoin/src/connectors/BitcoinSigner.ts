import type { KitConnector, KitConnectorSource, KitSigner } from '@latchkey/adapter-kit'
import type { CaipNetwork } from '@latchkey/core'

/** What a wallet address is for (SPEC §3 account types `payment` and `ordinal`). */
export type AddressPurpose = 'payment' | 'ordinals'

export interface BitcoinAccount {
  address: string
  purpose: AddressPurpose
  /** Hex, where the wallet tells it. */
  publicKey?: string
}

/** BIP-322 simple (a witness) or the legacy signed-message form (BIP-137). */
export type MessageProtocol = 'bip322' | 'ecdsa'

export interface SignPsbtRequest {
  /** Base64. */
  psbt: string
  /** Input indexes to sign, by the address whose key signs them. */
  signInputs: Readonly<Record<string, readonly number[]>>
  caipNetwork: CaipNetwork
}

/**
 * One way to reach a Bitcoin wallet (Wallet Standard, a sats-connect provider, a WalletConnect
 * session): the few things the adapter's actions ask of it. PSBTs and signatures travel base64,
 * so none of this needs bitcoinjs-lib.
 */
export interface BitcoinSigner extends KitSigner<BitcoinAccount> {
  /** Base64 signature of the UTF-8 message. */
  signMessage(params: {
    address: string
    message: string
    protocol?: MessageProtocol
    caipNetwork: CaipNetwork | undefined
  }): Promise<string>
  /** The PSBT with the listed inputs signed (finalized or not), base64; never broadcast. */
  signPsbt(request: SignPsbtRequest): Promise<string>
}

/** A connector as the adapter keeps it: the controllers' shape plus the way to reach the wallet. */
export type BitcoinConnector = KitConnector<BitcoinSigner>

/** Finds connectors and reports them (core's item source). */
export type ConnectorSource = KitConnectorSource<BitcoinSigner>

const TAPROOT = /^(bc|tb|bcrt)1p/i

/**
 * Accounts of a wallet that does not say what each is for: a taproot address holds ordinals
 * when the wallet has another address to pay from.
 */
export function inferPurposes(
  accounts: readonly { address: string; publicKey?: string }[],
): BitcoinAccount[] {
  const hasOther = accounts.some((a) => !TAPROOT.test(a.address))
  return accounts.map(({ address, publicKey }) => ({
    address,
    purpose: hasOther && TAPROOT.test(address) ? 'ordinals' : 'payment',
    ...(publicKey ? { publicKey } : {}),
  }))
}

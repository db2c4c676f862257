import { type ChainNamespace, WALLET_ERROR_CODES, WalletRpcError } from '@latchkey/core'
import type { AdapterSendTransactionParams } from '../adapter/ChainAdapter'

export interface SignRequest {
  method: string
  params: unknown
  /** The signature out of the wallet's answer. */
  signature(answer: unknown): string
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Bytes as base58 (Bitcoin alphabet), as Solana's WalletConnect methods carry messages. */
export function toBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] as number) << 8
      digits[i] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let zeros = ''
  for (const byte of bytes) {
    if (byte !== 0) break
    zeros += '1'
  }
  return (
    zeros +
    digits
      .reverse()
      .map((d) => BASE58[d])
      .join('')
  )
}

const toHex = (bytes: Uint8Array) =>
  `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`

/** A wallet answering with no signature broke the method's contract. */
function signatureText(value: unknown): string {
  if (typeof value !== 'string' || value === '')
    throw new WalletRpcError(WALLET_ERROR_CODES.INTERNAL_ERROR)
  return value
}

/**
 * The session request that signs `message` in a namespace whose signing method is well known
 * (eip155 personal_sign, solana solana_signMessage); undefined for the others.
 */
export function signRequest(
  namespace: ChainNamespace,
  message: string,
  address: string,
): SignRequest | undefined {
  const bytes = new TextEncoder().encode(message)
  if (namespace === 'eip155')
    return {
      method: 'personal_sign',
      params: [toHex(bytes), address],
      signature: (answer) => signatureText(answer),
    }
  if (namespace === 'solana')
    return {
      method: 'solana_signMessage',
      params: { message: toBase58(bytes), pubkey: address },
      signature: (answer) => signatureText((answer as { signature?: unknown } | null)?.signature),
    }
  return undefined
}

/**
 * The session request that sends a transfer where no chain library is needed to build it:
 * eip155 eth_sendTransaction; undefined for namespaces whose transactions must be built first.
 */
export function transactionRequest(
  namespace: ChainNamespace,
  params: AdapterSendTransactionParams,
): { method: string; params: unknown } | undefined {
  if (namespace !== 'eip155') return undefined
  const quantity = (value: bigint) => `0x${value.toString(16)}`
  return {
    method: 'eth_sendTransaction',
    params: [
      {
        from: params.from,
        to: params.to,
        value: quantity(params.value),
        ...(params.data ? { data: params.data } : {}),
        ...(params.gas !== undefined ? { gas: quantity(params.gas) } : {}),
        ...(params.gasPrice !== undefined ? { gasPrice: quantity(params.gasPrice) } : {}),
      },
    ],
  }
}

import { isValidEvmAddress, type SiwxSession } from '@latchkey/core'
import { type Client, isHex, verifyMessage as verifyEoaMessage } from 'viem'
import { verifyMessage } from 'viem/actions'
import type { SiwxVerifier } from './SiwxVerifier'

export interface EvmVerifierParameters {
  /**
   * A client for the chain (by its numeric id). With one, contract wallets verify too: ERC-1271
   * through the deployed wallet, ERC-6492 through viem's deployless validator. Without one, only
   * plain accounts (EOA) verify.
   */
  getClient?: (chainId: number) => Client | undefined
}

/** EVM signatures (EIP-191 personal_sign over the message text). */
export function evmVerifier({ getClient }: EvmVerifierParameters = {}): SiwxVerifier {
  return {
    namespace: 'eip155',
    async verify({ data, message, signature }: SiwxSession): Promise<boolean> {
      const address = data.accountAddress
      // SPEC §5 and EIP-55 (core's one rule), with the 0x a signer's address has.
      if (!address.startsWith('0x') || !isValidEvmAddress(address) || !isHex(signature))
        return false
      const client = getClient?.(Number(data.chainId.split(':')[1]))
      try {
        if (client)
          return await verifyMessage(client, {
            address: address as `0x${string}`,
            message,
            signature,
          })
        return await verifyEoaMessage({ address: address as `0x${string}`, message, signature })
      } catch {
        // A malformed signature is a wrong one.
        return false
      }
    },
  }
}

import type { EvmActions } from '@latchkey/adapter-kit'
import { WalletRpcError } from '@latchkey/core'
import type { Ledger } from './ledger'
import type { TestWallet } from './testWallet'

/** The wallet holding a session for `from`, or the wallet error a real one would give. */
export type SessionWallet = (from: string, connectorId?: string) => TestWallet

/** The EVM-only part of an eip155 test adapter: calls move value on the ledger. */
export function createTestEvmActions(ledger: Ledger, sessionWallet: SessionWallet): EvmActions {
  return {
    async sendTransaction({ caipNetwork, from, to, value, data, connectorId }) {
      const wallet = sessionWallet(from, connectorId)
      wallet.check('send')
      return { hash: ledger.transfer(caipNetwork.caipNetworkId, from, to, value, data) }
    },
    async writeContract({ caipNetwork, from, contractAddress, functionName, args, connectorId }) {
      const wallet = sessionWallet(from, connectorId)
      wallet.check('send')
      if (functionName !== 'transfer') throw new WalletRpcError(4200)
      const [to, amount] = args as [string, bigint]
      return {
        hash: ledger.transferToken(caipNetwork.caipNetworkId, contractAddress, from, to, amount),
      }
    },
    estimateGas: async () => 21_000n,
    getGasPrice: async ({ caipNetwork }) => ledger.gasPriceOf(caipNetwork.caipNetworkId),
    async signTypedData({ address, typedData, connectorId }) {
      const wallet = sessionWallet(address, connectorId)
      wallet.check('sign')
      return { signature: wallet.sign(JSON.stringify(typedData), address) }
    },
    async sendCalls({ caipNetwork, from, calls, connectorId }) {
      const wallet = sessionWallet(from, connectorId)
      wallet.check('send')
      const hashes = calls.map((call) =>
        ledger.transfer(caipNetwork.caipNetworkId, from, call.to, call.value ?? 0n, call.data),
      )
      return { id: hashes.join(',') }
    },
    getCapabilities: async ({ address }) => ({ [address]: {} }),
  }
}

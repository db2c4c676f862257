import { bytesToHex, toQuantity } from '../../encoding/hex'
import type { WalletConnectProfile } from '../NamespaceProfile'

type EvmTransactionParams = Parameters<NonNullable<WalletConnectProfile['evmTransaction']>>[0]

import { requireText } from './readAnswer'

/** What a WalletConnect session asks for and can do on eip155. */
export const eip155WalletConnect: WalletConnectProfile = Object.freeze({
  methods: Object.freeze([
    'personal_sign',
    'eth_signTypedData',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_signTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
  ]),
  events: Object.freeze(['chainChanged', 'accountsChanged']),
  accountType: 'eoa',
  defaultChain: true,
  signMessage: (message: string, address: string) => ({
    method: 'personal_sign',
    params: [bytesToHex(new TextEncoder().encode(message)), address],
    read: requireText,
  }),
  nativeTransfer: ({ from, to, value }: { from: string; to: string; value: bigint }) => ({
    method: 'eth_sendTransaction',
    params: [{ from, to, value: toQuantity(value) }],
    read: requireText,
  }),
  evmTransaction: ({ from, to, value, data, gas, gasPrice }: EvmTransactionParams) => ({
    method: 'eth_sendTransaction',
    params: [
      {
        from,
        to,
        value: toQuantity(value),
        ...(data ? { data } : {}),
        ...(gas !== undefined ? { gas: toQuantity(gas) } : {}),
        ...(gasPrice !== undefined ? { gasPrice: toQuantity(gasPrice) } : {}),
      },
    ],
    read: requireText,
  }),
})

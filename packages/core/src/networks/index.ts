// Network definitions as plain data (SPEC §3, §9): `@latchkey/core/networks`, an entry of its own
// so an app's start-up carries only the networks it imports. `@latchkey/ui/networks` and the
// adapters re-export it.

export * from './bitcoinPresets'
// The field's name for Bitcoin mainnet.
export { bitcoinMainnet as bitcoin } from './bitcoinPresets'
export {
  type DefineBitcoinNetworkParameters,
  defineBitcoinNetwork,
} from './defineBitcoinNetwork'
export { type AppKitNetwork, defineChain } from './defineChain'
export { type DefineEvmNetworkParameters, defineEvmNetwork } from './defineEvmNetwork'
export { type DefineSolanaNetworkParameters, defineSolanaNetwork } from './defineSolanaNetwork'
export * from './evmPresets'
export * from './solanaPresets'
// The field's name for Solana mainnet.
export { solanaMainnet as solana } from './solanaPresets'

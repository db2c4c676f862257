// The Bitcoin networks are plain data in `@latchkey/core/networks` (also `@latchkey/ui/networks`).
export {
  bitcoinMainnet,
  bitcoinNetworks,
  bitcoinSignet,
  bitcoinTestnet,
  type DefineBitcoinNetworkParameters,
  defineBitcoinNetwork,
  localBitcoin,
  REGTEST_GENESIS,
} from '@latchkey/core/networks'

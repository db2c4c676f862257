import { address as addresses, type Network, networks } from 'bitcoinjs-lib'

export const BITCOIN_ADDRESS_RULE =
  'a Bitcoin address (base58 P2PKH or P2SH, or bech32/bech32m segwit)'

const ALL_NETWORKS = [networks.bitcoin, networks.testnet, networks.regtest]

/**
 * The address as the chain spells it (bech32 in lower case, base58 as given), or undefined when it
 * is not an address of `network` (of any Bitcoin network when absent) (§5).
 */
export function parseBitcoinAddress(text: string, network?: Network): string | undefined {
  if (text.length > 100) return undefined
  // Bech32 may be written all in upper case (BIP-173); it is spelled in lower case from here on.
  const spelling = /^[A-Z0-9]+$/.test(text) ? text.toLowerCase() : text
  for (const n of network ? [network] : ALL_NETWORKS) {
    try {
      addresses.toOutputScript(spelling, n)
      return spelling
    } catch {}
  }
  return undefined
}

/** The spelling answers and comparisons use: bech32 lower case, base58 as is. */
export const bitcoinAddressKey = (address: string): string =>
  /^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address

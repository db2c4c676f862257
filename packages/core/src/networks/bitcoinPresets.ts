import { invalidInput } from '../errors/invalidInput'
import type { CaipNetwork } from '../types/network'
import { defineBitcoinNetwork } from './defineBitcoinNetwork'

/** SPEC §9 Bitcoin mainnet (the field's `bitcoin`). */
export const bitcoinMainnet: CaipNetwork = /* @__PURE__ */ defineBitcoinNetwork({
  genesis: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  esploraUrl: 'https://blockstream.info/api',
  explorer: { name: 'Blockstream', url: 'https://blockstream.info' },
})

/** SPEC §9 Bitcoin testnet (testnet3). */
export const bitcoinTestnet: CaipNetwork = /* @__PURE__ */ defineBitcoinNetwork({
  genesis: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  esploraUrl: 'https://blockstream.info/testnet/api',
  explorer: { name: 'Blockstream', url: 'https://blockstream.info/testnet' },
  testnet: true,
})

/** Bitcoin's default signet (its address rules are testnet's). */
export const bitcoinSignet: CaipNetwork = /* @__PURE__ */ defineBitcoinNetwork({
  genesis: '00000008819873e925422c1ff0f99f7c',
  name: 'Bitcoin Signet',
  esploraUrl: 'https://mempool.space/signet/api',
  explorer: { name: 'Mempool', url: 'https://mempool.space/signet' },
  testnet: true,
})

export const bitcoinNetworks: readonly CaipNetwork[] = /* @__PURE__ */ Object.freeze([
  bitcoinMainnet,
  bitcoinTestnet,
])

/** Every regtest chain starts from the same genesis block: its hash cut to 32 characters. */
export const REGTEST_GENESIS = '0f9188f13cb7b2c71f2a335e3a4fc328'

/**
 * A regtest chain behind an Esplora-compatible API: `npm run demo`'s local Bitcoin chain, a test's,
 * or the provider's proxy of it. Its URL is the app's (a regtest node has no public one).
 */
export function localBitcoin(parameters: { esploraUrl: string; name?: string }): CaipNetwork {
  const { esploraUrl, name = 'Bitcoin Regtest' } = parameters
  if (typeof esploraUrl !== 'string' || !/^https?:\/\//.test(esploraUrl))
    throw invalidInput('esploraUrl', esploraUrl, 'an http(s) URL')
  return defineBitcoinNetwork({ genesis: REGTEST_GENESIS, name, esploraUrl, testnet: true })
}

// ENS on the local stack (issue 37): the ENS contracts (stack/local-chain deployEns) on the
// primary chain, named to the provider as that chain's Universal Resolver, and the name service's
// zone made to resolve through the provider's CCIP-Read gateway once the provider runs.
import { fileURLToPath } from 'node:url'
import { keccak256, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const built = fileURLToPath(new URL('../../stack/local-chain/dist/index.js', import.meta.url))

// The gateway's signing key: public, for the local stack only.
const GATEWAY_KEY = keccak256(stringToHex('latchkey local ens gateway key'))

/**
 * @param {{ chain: { rpcUrl: string, chainId: number }, log: (line: string) => void }} options
 * @returns {Promise<{ ensUniversalResolver: `0x${string}`, providerEns: { gatewayKey: `0x${string}` }, serveZone: (providerUrl: string, zone?: string) => Promise<void> }>}
 *   the primary chain's `ensUniversalResolver`, the provider's `ens` setting, and a call that sets
 *   the zone's offchain resolver to the provider's gateway
 */
export async function startEnsForStack({ chain, log }) {
  const { deployEns, setOffchainZone } = await import(built)
  const ens = await deployEns({ rpcUrl: chain.rpcUrl, chainId: chain.chainId })
  log(`ens: registry ${ens.registry}, universal resolver ${ens.universalResolver}`)
  return {
    ensUniversalResolver: ens.universalResolver,
    providerEns: { gatewayKey: GATEWAY_KEY },
    async serveZone(providerUrl, zone = 'latchkey.id') {
      const resolver = await setOffchainZone({
        rpcUrl: chain.rpcUrl,
        chainId: chain.chainId,
        zone,
        gatewayUrls: [`${providerUrl}/v1/ens/gateway/{sender}/{data}.json`],
        signers: [privateKeyToAccount(GATEWAY_KEY).address],
      })
      log(`ens: ${zone} resolves through ${providerUrl} (offchain resolver ${resolver})`)
    },
  }
}

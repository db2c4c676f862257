import {
  deployIdRegistry,
  idRegistryAbi,
  type LocalChain,
  registerFid,
  startLocalChain,
} from '@latchkey/local-chain'
import { createPublicClient, http } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { readContract } from 'viem/actions'
import { type RunningFarcasterRelay, startFarcasterRelay } from '../src/farcaster/FarcasterRelay'
import { registryAddresses } from '../src/farcaster/registryAddresses'

export const AUTH_KEY = 'test-relay-key-0123456789'

/**
 * A local chain with a Farcaster-style IdRegistry, two registered FIDs (alice, bob) and the
 * stack's relay reading custody from it; `ethereum` is an auth-client connector on that chain
 * (auth-client's viemConnector reads OP Mainnet's registry; here the address is the local one).
 */
export async function farcasterWorld() {
  const chain: LocalChain = await startLocalChain({ deployTokens: false })
  const target = { rpcUrl: chain.rpcUrl, chainId: chain.chainId }
  const registry = await deployIdRegistry(target)
  const aliceKey = generatePrivateKey()
  const bobKey = generatePrivateKey()
  const aliceFid = Number(await registerFid({ ...target, registry, custodyKey: aliceKey }))
  const bobFid = Number(await registerFid({ ...target, registry, custodyKey: bobKey }))
  const relay: RunningFarcasterRelay = await startFarcasterRelay({
    authKey: AUTH_KEY,
    addresses: registryAddresses(chain.rpcUrl, registry),
  })
  const publicClient = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const ethereum = {
    publicClient,
    getFid: (custody: `0x${string}`) =>
      readContract(publicClient, {
        address: registry,
        abi: idRegistryAbi,
        functionName: 'idOf',
        args: [custody],
      }),
    isValidAuthAddress: async () => false,
  }
  return {
    chain,
    registry,
    relay,
    publicClient,
    ethereum,
    aliceKey,
    bobKey,
    aliceFid,
    bobFid,
    stop: async () => {
      await relay.stop()
      await chain.stop()
    },
  }
}

import { createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  deployIdRegistry,
  idRegistryAbi,
  LOCAL_ID_REGISTRY_ADDRESS,
  type LocalChain,
  registerFid,
  startLocalChain,
} from '../src/index'

let chain: LocalChain

beforeAll(async () => {
  chain = await startLocalChain({ deployTokens: false })
})
afterAll(() => chain?.stop())

describe('the local FID registry', () => {
  it('deploys at its fixed address, numbers FIDs from 1 and records the custody address', async () => {
    const target = { rpcUrl: chain.rpcUrl, chainId: chain.chainId }
    const registry = await deployIdRegistry(target)
    expect(registry).toBe(LOCAL_ID_REGISTRY_ADDRESS)
    expect(await deployIdRegistry(target)).toBe(registry)
    const alice = generatePrivateKey()
    const bob = generatePrivateKey()
    expect(await registerFid({ ...target, registry, custodyKey: alice })).toBe(1n)
    expect(await registerFid({ ...target, registry, custodyKey: bob })).toBe(2n)
    // Asking again returns the FID the account holds.
    expect(await registerFid({ ...target, registry, custodyKey: alice })).toBe(1n)
    const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
    const custody = await client.readContract({
      address: registry,
      abi: idRegistryAbi,
      functionName: 'custodyOf',
      args: [2n],
    })
    expect(custody).toBe(privateKeyToAccount(bob).address)
  })
})

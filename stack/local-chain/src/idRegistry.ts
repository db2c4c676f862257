import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  isAddressEqual,
  keccak256,
  parseEther,
  stringToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { idRegistryArtifact } from './artifacts.gen'
import { localChainDefinition } from './chainDefinition'

/** The Farcaster-style id registry of contracts/IdRegistry.sol: register, custodyOf, idOf. */
export const idRegistryAbi = idRegistryArtifact.abi

// A key of its own (public, local chain only), so the registry's address is the same on every
// fresh chain: its deployer's first transaction.
const DEPLOYER_KEY = keccak256(stringToHex('latchkey local farcaster id registry deployer'))

export interface IdRegistryTarget {
  rpcUrl: string
  chainId: number
}

function clients({ rpcUrl, chainId }: IdRegistryTarget) {
  const chain = localChainDefinition(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  return {
    chain,
    transport,
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
    testClient: createTestClient({ chain, transport, mode: 'anvil' }),
  }
}

/** Where deployIdRegistry puts the registry on a fresh local chain. */
export const LOCAL_ID_REGISTRY_ADDRESS = getContractAddress({
  from: privateKeyToAccount(DEPLOYER_KEY).address,
  nonce: 0n,
})

/** Deploys the id registry on a local (anvil) chain; a second call finds it and returns it. */
export async function deployIdRegistry(target: IdRegistryTarget): Promise<`0x${string}`> {
  const { chain, transport, publicClient, testClient } = clients(target)
  const code = await publicClient.getCode({ address: LOCAL_ID_REGISTRY_ADDRESS })
  if (code && code !== '0x') return LOCAL_ID_REGISTRY_ADDRESS
  const account = privateKeyToAccount(DEPLOYER_KEY)
  await testClient.setBalance({ address: account.address, value: parseEther('10') })
  const wallet = createWalletClient({ account, chain, transport })
  const hash = await wallet.deployContract({
    abi: idRegistryAbi,
    bytecode: idRegistryArtifact.bytecode,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (
    receipt.status !== 'success' ||
    !isAddressEqual(receipt.contractAddress ?? '0x0', LOCAL_ID_REGISTRY_ADDRESS)
  )
    throw new Error('The id registry did not deploy where expected')
  return LOCAL_ID_REGISTRY_ADDRESS
}

/**
 * Registers a FID whose custody address is `custodyKey`'s account (funded here: local chain
 * only). An account that has one already gets it back.
 */
export async function registerFid(
  target: IdRegistryTarget & { registry: `0x${string}`; custodyKey: Hex },
): Promise<bigint> {
  const { chain, transport, publicClient, testClient } = clients(target)
  const account = privateKeyToAccount(target.custodyKey)
  const read = () =>
    publicClient.readContract({
      address: target.registry,
      abi: idRegistryAbi,
      functionName: 'idOf',
      args: [account.address],
    })
  const existing = await read()
  if (existing !== 0n) return existing
  await testClient.setBalance({ address: account.address, value: parseEther('1') })
  const wallet = createWalletClient({ account, chain, transport })
  const hash = await wallet.writeContract({
    address: target.registry,
    abi: idRegistryAbi,
    functionName: 'register',
    args: [account.address],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('The FID registration failed')
  return read()
}

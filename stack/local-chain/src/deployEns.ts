import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  labelhash,
  namehash,
  parseEther,
  zeroHash,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  ensOffchainResolverArtifact,
  ensPublicResolverArtifact,
  ensRegistryArtifact,
  ensReverseRegistrarArtifact,
  ensUniversalResolverArtifact,
} from './artifacts.gen'
import { localChainDefinition } from './chainDefinition'
import { ENS_ADDRESSES, ENS_DEPLOYER_KEY, type LocalEns } from './ensAddresses'
import type { LocalAccountKey } from './types'

export type { LocalEns }

const deployer = privateKeyToAccount(ENS_DEPLOYER_KEY)

function clients(rpcUrl: string, chainId: number) {
  const chain = localChainDefinition(chainId, rpcUrl)
  const transport = http(rpcUrl, { retryCount: 0 })
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
    testClient: createTestClient({ chain, transport, mode: 'anvil' }),
    wallet: createWalletClient({ account: deployer, chain, transport }),
  }
}

async function waitAll(
  publicClient: ReturnType<typeof clients>['publicClient'],
  hashes: Hash[],
  what: string,
) {
  for (const hash of hashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 60_000 })
    if (receipt.status !== 'success') throw new Error(`${what} failed (transaction ${hash})`)
  }
}

/** Deploys the ENS contracts on a local (anvil) chain; does nothing when they are there already. */
export async function deployEns({
  rpcUrl,
  chainId,
}: {
  rpcUrl: string
  chainId: number
}): Promise<LocalEns> {
  const { publicClient, testClient, wallet } = clients(rpcUrl, chainId)
  const code = await publicClient.getCode({ address: ENS_ADDRESSES.universalResolver })
  if (code && code !== '0x') return ENS_ADDRESSES
  await testClient.setBalance({ address: deployer.address, value: parseEther('10') })
  const nonce = await publicClient.getTransactionCount({ address: deployer.address })
  if (nonce !== 0) throw new Error('The ENS deployer has sent transactions on this chain')
  const { registry, publicResolver, reverseRegistrar } = ENS_ADDRESSES
  const registryAbi = ensRegistryArtifact.abi
  let n = 0
  const sent: Hash[] = [
    await wallet.deployContract({ ...ensRegistryArtifact, nonce: n++ }),
    await wallet.deployContract({ ...ensPublicResolverArtifact, args: [registry], nonce: n++ }),
    await wallet.deployContract({
      ...ensReverseRegistrarArtifact,
      args: [registry, publicResolver],
      nonce: n++,
    }),
    await wallet.deployContract({ ...ensUniversalResolverArtifact, args: [registry], nonce: n++ }),
  ]
  const subnode = (parent: Hex, label: string, owner: Address) =>
    wallet.writeContract({
      address: registry,
      abi: registryAbi,
      functionName: 'setSubnodeOwner',
      args: [parent, labelhash(label), owner],
      nonce: n++,
    })
  sent.push(
    await subnode(zeroHash, 'eth', deployer.address),
    await subnode(zeroHash, 'reverse', deployer.address),
    await subnode(namehash('reverse'), 'addr', reverseRegistrar),
  )
  await waitAll(publicClient, sent, 'Deploying ENS')
  return ENS_ADDRESSES
}

export interface SetEnsNameParameters {
  rpcUrl: string
  chainId: number
  /** Gets `<label>.eth` (its addr record) and sets it as its primary name. */
  account: LocalAccountKey
  label: string
  /** Text records to set on the name, e.g. { avatar: 'https://…' } (ENSIP-12). */
  texts?: Record<string, string>
}

/** Registers `<label>.eth` to an account on the local ENS, with addr, texts and reverse record. */
export async function setEnsName({
  rpcUrl,
  chainId,
  account,
  label,
  texts = {},
}: SetEnsNameParameters): Promise<string> {
  const { publicClient, wallet } = clients(rpcUrl, chainId)
  const chain = localChainDefinition(chainId, rpcUrl)
  const owner = createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain,
    transport: http(rpcUrl, { retryCount: 0 }),
  })
  const name = `${label}.eth`
  const node = namehash(name)
  const { registry, publicResolver, reverseRegistrar } = ENS_ADDRESSES
  const hashes: Hash[] = [
    await wallet.writeContract({
      address: registry,
      abi: ensRegistryArtifact.abi,
      functionName: 'setSubnodeRecord',
      args: [namehash('eth'), labelhash(label), account.address, publicResolver, 0n],
    }),
  ]
  await waitAll(publicClient, hashes, `Registering ${name}`)
  const own: Hash[] = [
    await owner.writeContract({
      address: publicResolver,
      abi: ensPublicResolverArtifact.abi,
      functionName: 'setAddr',
      args: [node, account.address],
    }),
  ]
  for (const [key, value] of Object.entries(texts)) {
    own.push(
      await owner.writeContract({
        address: publicResolver,
        abi: ensPublicResolverArtifact.abi,
        functionName: 'setText',
        args: [node, key, value],
      }),
    )
  }
  own.push(
    await owner.writeContract({
      address: reverseRegistrar,
      abi: ensReverseRegistrarArtifact.abi,
      functionName: 'setName',
      args: [name],
    }),
  )
  await waitAll(publicClient, own, `Setting the records of ${name}`)
  return name
}

export interface SetOffchainZoneParameters {
  rpcUrl: string
  chainId: number
  /** A two-label zone such as 'latchkey.id': its names resolve through the gateway (EIP-3668). */
  zone: string
  /** CCIP-Read gateway URL templates ({sender}, {data}), e.g. the provider's gateway route. */
  gatewayUrls: string[]
  /** Addresses whose signatures the resolver accepts (the gateway's signer). */
  signers: Address[]
}

/** Deploys an offchain resolver for a zone and makes it the zone's resolver in the local registry. */
export async function setOffchainZone({
  rpcUrl,
  chainId,
  zone,
  gatewayUrls,
  signers,
}: SetOffchainZoneParameters): Promise<Address> {
  const labels = zone.split('.')
  if (labels.length !== 2 || labels.some((l) => !l))
    throw new RangeError(`zone must be a.b, got ${zone}`)
  const [label, tld] = labels as [string, string]
  const { publicClient, wallet } = clients(rpcUrl, chainId)
  const deployHash = await wallet.deployContract({
    ...ensOffchainResolverArtifact,
    args: [gatewayUrls, signers],
  })
  const receipt = await publicClient.waitForTransactionReceipt({
    hash: deployHash,
    timeout: 60_000,
  })
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new Error(`Deploying the offchain resolver failed (transaction ${deployHash})`)
  const resolver = receipt.contractAddress
  const registryAbi = ensRegistryArtifact.abi
  const hashes: Hash[] = []
  if (tld !== 'eth' && tld !== 'reverse')
    hashes.push(
      await wallet.writeContract({
        address: ENS_ADDRESSES.registry,
        abi: registryAbi,
        functionName: 'setSubnodeOwner',
        args: [zeroHash, labelhash(tld), deployer.address],
      }),
    )
  await waitAll(publicClient, hashes, `Claiming .${tld}`)
  await waitAll(
    publicClient,
    [
      await wallet.writeContract({
        address: ENS_ADDRESSES.registry,
        abi: registryAbi,
        functionName: 'setSubnodeRecord',
        args: [namehash(tld), labelhash(label), deployer.address, resolver, 0n],
      }),
    ],
    `Setting the resolver of ${zone}`,
  )
  return resolver
}

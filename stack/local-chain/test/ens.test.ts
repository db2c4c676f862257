import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  getAddress,
  type Hex,
  http,
  keccak256,
  labelhash,
  namehash,
  type PublicClient,
  parseAbi,
  toFunctionSelector,
  toHex,
} from 'viem'
import { privateKeyToAccount, sign } from 'viem/accounts'
import { getEnsAddress, getEnsName, getEnsResolver, getEnsText } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  deployEns,
  ENS_ADDRESSES,
  ensPublicResolverArtifact,
  ensRegistryArtifact,
  ensReverseRegistrarArtifact,
  type LocalChain,
  setEnsName,
  setOffchainZone,
  startLocalChain,
} from '../src/index'

let chain: LocalChain
let client: PublicClient
let gateway: Server
let gatewayUrl: string
// What the test gateway does to its next answer.
let tamper: 'none' | 'result' | 'signer' | 'expired' = 'none'

const signerKey = keccak256(toHex('ens test gateway signer'))
const otherKey = keccak256(toHex('not the gateway signer'))
const zoneAddresses: Record<string, Address> = {
  'bob.latchkey.id': '0x00000000000000000000000000000000000b0b0b',
}
const resolverAbi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
  'function addr(bytes32 node) view returns (address)',
])

function dnsDecode(bytes: Hex): string {
  const raw = Buffer.from(bytes.slice(2), 'hex')
  const labels: string[] = []
  for (let i = 0; raw[i]; i += raw[i]! + 1)
    labels.push(raw.subarray(i + 1, i + 1 + raw[i]!).toString())
  return labels.join('.')
}

// A gateway written from EIP-3668 and the offchain resolver's documented answer format, signed
// with a raw secp256k1 signature over keccak256(0x1900 ‖ resolver ‖ expires ‖ keccak(request) ‖ keccak(result)).
async function answer(sender: Address, request: Hex): Promise<Hex> {
  const { args } = decodeFunctionData({ abi: resolverAbi, data: request })
  const [dnsName, inner] = args as [Hex, Hex]
  const name = dnsDecode(dnsName)
  if (name.startsWith('down.')) throw new Error('refused')
  const call = decodeFunctionData({ abi: resolverAbi, data: inner })
  if (call.functionName !== 'addr' || call.args[0] !== namehash(name))
    throw new Error('bad request')
  let result = encodeFunctionResult({
    abi: resolverAbi,
    functionName: 'addr',
    result: zoneAddresses[name] ?? '0x0000000000000000000000000000000000000000',
  })
  let expires = BigInt(Math.floor(Date.now() / 1000) + 300)
  if (tamper === 'expired') expires = 1n
  const hash = keccak256(
    concat(['0x1900', sender, toHex(expires, { size: 8 }), keccak256(request), keccak256(result)]),
  )
  const signature = await sign({
    hash,
    privateKey: tamper === 'signer' ? otherKey : signerKey,
    to: 'hex',
  })
  if (tamper === 'result')
    result = encodeFunctionResult({
      abi: resolverAbi,
      functionName: 'addr',
      result: '0x000000000000000000000000000000000000dead',
    })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, expires, signature],
  )
}

beforeAll(async () => {
  chain = await startLocalChain({ deployTokens: false, deployEns: true })
  client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) })
  gateway = createServer((req, res) => {
    const match = /^\/lookup\/(0x[0-9a-f]{40})\/(0x[0-9a-f]*)\.json$/.exec(req.url ?? '')
    if (!match) return void res.writeHead(404).end()
    answer(match[1] as Address, match[2] as Hex).then(
      (data) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data })),
      () => res.writeHead(400).end(),
    )
  })
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/lookup/{sender}/{data}.json`
})
afterAll(async () => {
  await chain?.stop()
  await new Promise((resolve) => gateway?.close(resolve))
})

describe('local ENS', () => {
  it('puts the contracts at fixed addresses and names the universal resolver in the chain', async () => {
    expect(chain.ens).toEqual(ENS_ADDRESSES)
    // Deploying again finds them there and changes nothing.
    expect(await deployEns({ rpcUrl: chain.rpcUrl, chainId: chain.chainId })).toEqual(ENS_ADDRESSES)
    for (const address of Object.values(ENS_ADDRESSES))
      expect(await client.getCode({ address })).not.toBe('0x')
    expect(chain.chain.contracts?.ensUniversalResolver?.address).toBe(
      ENS_ADDRESSES.universalResolver,
    )
    // addr.reverse belongs to the reverse registrar (namehash and labelhash from viem).
    const owner = await client.readContract({
      address: ENS_ADDRESSES.registry,
      abi: ensRegistryArtifact.abi,
      functionName: 'owner',
      args: [namehash('addr.reverse')],
    })
    expect(owner).toBe(ENS_ADDRESSES.reverseRegistrar)
    expect(labelhash('addr')).toBe(
      '0xe5e14487b78f85faa6e1808e89246cf57dd34831548ff2e6097380d98db2504a',
    )
  })

  it('computes the reverse label as EIP-181 does (lower-case hex, no 0x)', async () => {
    const address = chain.accounts[1]!.address
    const label = await client.readContract({
      address: ENS_ADDRESSES.reverseRegistrar,
      abi: ensReverseRegistrarArtifact.abi,
      functionName: 'sha3HexAddress',
      args: [address],
    })
    expect(label).toBe(keccak256(toHex(address.slice(2).toLowerCase())))
  })

  it('answers viem getEnsName, getEnsAddress and getEnsText for a name set here', async () => {
    const account = chain.accounts[1]!
    const name = await setEnsName({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      account,
      label: 'alice',
      texts: { avatar: 'https://example.invalid/alice.png', url: 'https://alice.example' },
    })
    expect(name).toBe('alice.eth')
    expect(await getEnsName(client, { address: account.address })).toBe('alice.eth')
    expect(await getEnsAddress(client, { name: 'alice.eth' })).toBe(account.address)
    expect(await getEnsText(client, { name: 'alice.eth', key: 'avatar' })).toBe(
      'https://example.invalid/alice.png',
    )
    expect(await getEnsText(client, { name: 'alice.eth', key: 'url' })).toBe(
      'https://alice.example',
    )
    expect(await getEnsText(client, { name: 'alice.eth', key: 'missing' })).toBe(null)
    expect(await getEnsResolver(client, { name: 'alice.eth' })).toBe(ENS_ADDRESSES.publicResolver)
    // The ETH coin type (60) through addr(bytes32,uint256) too.
    expect(await getEnsAddress(client, { name: 'alice.eth', coinType: 60n })).toBe(
      account.address.toLowerCase(),
    )
  })

  it('answers null for unknown names, addresses without a name, and unverified primary names', async () => {
    expect(await getEnsAddress(client, { name: 'nobody.eth' })).toBe(null)
    expect(await getEnsAddress(client, { name: 'nobody.nowhere' })).toBe(null)
    expect(await getEnsName(client, { address: chain.accounts[3]!.address })).toBe(null)
    // Account 2 claims alice.eth as its primary name, but alice.eth points at account 1.
    const impostor = privateKeyToAccount(chain.accounts[2]!.privateKey)
    const wallet = createWalletClient({
      account: impostor,
      chain: chain.chain,
      transport: http(chain.rpcUrl),
    })
    const hash = await wallet.writeContract({
      address: ENS_ADDRESSES.reverseRegistrar,
      abi: ensReverseRegistrarArtifact.abi,
      functionName: 'setName',
      args: ['alice.eth'],
    })
    await client.waitForTransactionReceipt({ hash })
    expect(await getEnsName(client, { address: impostor.address })).toBe(null)
    await expect(getEnsName(client, { address: impostor.address, strict: true })).rejects.toThrow(
      /ReverseAddressMismatch/,
    )
  })

  it('lets only owners and their operators write (EIP-137), and resolves wildcards only through extended resolvers (ENSIP-10)', async () => {
    const stranger = createWalletClient({
      account: privateKeyToAccount(chain.accounts[5]!.privateKey),
      chain: chain.chain,
      transport: http(chain.rpcUrl),
    })
    const node = namehash('alice.eth')
    await expect(
      stranger.writeContract({
        address: ENS_ADDRESSES.registry,
        abi: ensRegistryArtifact.abi,
        functionName: 'setSubnodeOwner',
        args: [node, labelhash('sub'), stranger.account.address],
      }),
    ).rejects.toThrow(/Unauthorised/)
    await expect(
      stranger.writeContract({
        address: ENS_ADDRESSES.publicResolver,
        abi: ensPublicResolverArtifact.abi,
        functionName: 'setAddr',
        args: [node, stranger.account.address],
      }),
    ).rejects.toThrow(/Unauthorised/)
    expect(await getEnsAddress(client, { name: 'alice.eth' })).toBe(chain.accounts[1]!.address)
    // The public resolver is no extended resolver: sub.alice.eth has no resolver of its own.
    expect(await getEnsAddress(client, { name: 'sub.alice.eth' })).toBe(null)
    await expect(getEnsAddress(client, { name: 'sub.alice.eth', strict: true })).rejects.toThrow(
      /ResolverNotFound/,
    )
    // An operator approved by alice may write her records.
    const alice = createWalletClient({
      account: privateKeyToAccount(chain.accounts[1]!.privateKey),
      chain: chain.chain,
      transport: http(chain.rpcUrl),
    })
    await client.waitForTransactionReceipt({
      hash: await alice.writeContract({
        address: ENS_ADDRESSES.registry,
        abi: ensRegistryArtifact.abi,
        functionName: 'setApprovalForAll',
        args: [stranger.account.address, true],
      }),
    })
    await client.waitForTransactionReceipt({
      hash: await stranger.writeContract({
        address: ENS_ADDRESSES.publicResolver,
        abi: ensPublicResolverArtifact.abi,
        functionName: 'setText',
        args: [node, 'com.example', 'set by an operator'],
      }),
    })
    expect(await getEnsText(client, { name: 'alice.eth', key: 'com.example' })).toBe(
      'set by an operator',
    )
  })

  it('resolves a zone through CCIP-Read (EIP-3668) and refuses a tampered answer', async () => {
    const signer = privateKeyToAccount(signerKey).address
    await setOffchainZone({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      zone: 'latchkey.id',
      gatewayUrls: [gatewayUrl],
      signers: [signer],
    })
    tamper = 'none'
    expect(await getEnsAddress(client, { name: 'bob.latchkey.id', strict: true })).toBe(
      getAddress(zoneAddresses['bob.latchkey.id']!),
    )
    expect(await getEnsAddress(client, { name: 'carol.latchkey.id' })).toBe(null)
    // The resolver's callback refuses: InvalidSignature() or ResponseExpired(uint64), in ResolverError.
    const refusals = {
      result: toFunctionSelector('error InvalidSignature()'),
      signer: toFunctionSelector('error InvalidSignature()'),
      expired: toFunctionSelector('error ResponseExpired(uint64)'),
    }
    for (const [how, selector] of Object.entries(refusals)) {
      tamper = how as typeof tamper
      expect(await getEnsAddress(client, { name: 'bob.latchkey.id' })).toBe(null)
      await expect(
        getEnsAddress(client, { name: 'bob.latchkey.id', strict: true }),
      ).rejects.toThrow(new RegExp(`ResolverError[\\s\\S]*${selector.slice(2)}`))
    }
    tamper = 'none'
    // The gateway refuses (HTTP 400): the universal resolver reverts HttpError, no name for viem.
    expect(await getEnsAddress(client, { name: 'down.latchkey.id' })).toBe(null)
    await expect(getEnsAddress(client, { name: 'down.latchkey.id', strict: true })).rejects.toThrow(
      /HttpError\(uint16 status, string message\)[\s\S]*\(400,/,
    )
  })
})

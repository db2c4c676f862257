import type { SiwxSession } from '@latchkey/core'
import { type LocalChain, startLocalChain } from '@latchkey/local-chain'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  type PublicClient,
  serializeErc6492Signature,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildMessage } from '../src/message/buildMessage'
import { evmVerifier } from '../src/verify/evmVerifier'
import { compileWallets } from './compileWallets'

const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
let chain: LocalChain
let client: PublicClient
let factory: Address
const contracts = compileWallets()

function session(accountAddress: string, chainId = 31337) {
  const data = {
    accountAddress,
    chainId: `eip155:${chainId}` as const,
    domain: 'app.test',
    uri: 'https://app.test',
    version: '1',
    nonce: 'abcdefgh1',
    issuedAt: '2026-11-25T12:00:00.000Z',
  }
  return { data, message: buildMessage(data) }
}

async function signed(accountAddress: string, signer = owner): Promise<SiwxSession> {
  const s = session(accountAddress)
  return { ...s, signature: await signer.signMessage({ message: s.message }) }
}

beforeAll(async () => {
  chain = await startLocalChain({ deployTokens: false })
  client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) })
  const deployer = createWalletClient({
    account: privateKeyToAccount(chain.accounts[0]!.privateKey),
    chain: chain.chain,
    transport: http(chain.rpcUrl),
  })
  const hash = await deployer.deployContract({ ...contracts.OwnerWalletFactory, args: [] })
  factory = (await client.waitForTransactionReceipt({ hash })).contractAddress!
  const { abi } = contracts.OwnerWalletFactory
  const deployed = await deployer.writeContract({
    address: factory,
    abi,
    functionName: 'deploy',
    args: [owner.address, `0x${'01'.padStart(64, '0')}`],
  })
  await client.waitForTransactionReceipt({ hash: deployed })
})

afterAll(async () => {
  await chain?.stop()
})

const walletAt = (salt: number) =>
  client.readContract({
    address: factory,
    abi: contracts.OwnerWalletFactory.abi,
    functionName: 'addressOf',
    args: [owner.address, `0x${salt.toString(16).padStart(64, '0')}`],
  }) as Promise<Address>

describe('EVM verifier', () => {
  it('accepts a plain account (EOA) with no client, and refuses another signer', async () => {
    const verifier = evmVerifier()
    expect(await verifier.verify(await signed(owner.address))).toBe(true)
    expect(await verifier.verify(await signed(owner.address, stranger))).toBe(false)
    const s = await signed(owner.address)
    expect(await verifier.verify({ ...s, message: `${s.message}x` })).toBe(false)
    expect(await verifier.verify({ ...s, signature: 'nope' })).toBe(false)
  })

  it('refuses an address whose mixed case is not its EIP-55 checksum, though the key signed', async () => {
    const s = await signed(owner.address)
    const body = owner.address.slice(2)
    const at = body.search(/[a-fA-F]/)
    const letter = body[at] as string
    const flipped = `0x${body.slice(0, at)}${letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase()}${body.slice(at + 1)}`
    const mixed = /[a-f]/.test(flipped.slice(2)) && /[A-F]/.test(flipped.slice(2))
    const session = { ...s, data: { ...s.data, accountAddress: flipped } }
    expect(await evmVerifier().verify(session)).toBe(!mixed)
    expect(
      await evmVerifier().verify({
        ...session,
        data: { ...s.data, accountAddress: owner.address.toLowerCase() },
      }),
    ).toBe(true)
    expect(
      await evmVerifier().verify({ ...session, data: { ...s.data, accountAddress: body } }),
    ).toBe(false)
  })

  it('accepts an ERC-1271 contract wallet on the local chain when its owner signed', async () => {
    const wallet = await walletAt(1)
    expect(await client.getCode({ address: wallet })).toMatch(/^0x.{10,}/)
    const verifier = evmVerifier({ getClient: (id) => (id === 31337 ? client : undefined) })
    expect(await verifier.verify(await signed(wallet))).toBe(true)
    expect(await verifier.verify(await signed(wallet, stranger))).toBe(false)
    // Without a client the contract cannot be asked: the signature is not the address's own key.
    expect(await evmVerifier().verify(await signed(wallet))).toBe(false)
  })

  it('accepts an ERC-6492 signature of a wallet not deployed yet, and leaves it undeployed', async () => {
    const wallet = await walletAt(2)
    expect(await client.getCode({ address: wallet })).toBeUndefined()
    const factoryData = encodeFunctionData({
      abi: contracts.OwnerWalletFactory.abi,
      functionName: 'deploy',
      args: [owner.address, `0x${'02'.padStart(64, '0')}`],
    })
    const wrap = async (signer = owner) => {
      const s = session(wallet)
      const inner = await signer.signMessage({ message: s.message })
      return {
        ...s,
        signature: serializeErc6492Signature({
          address: factory,
          data: factoryData,
          signature: inner,
        }),
      }
    }
    const verifier = evmVerifier({ getClient: () => client })
    expect(await verifier.verify(await wrap())).toBe(true)
    expect(await verifier.verify(await wrap(stranger))).toBe(false)
    expect(await client.getCode({ address: wallet })).toBeUndefined()
  })
})

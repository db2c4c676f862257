// ERC-4337 end to end in Node: the frame's smart-account code against a real anvil, the real
// EntryPoint v0.7 + LatchkeyAccountFactory, Pimlico's Alto bundler and the provider's proxy.
import { type LocalChain, startLocalChain } from '@latchkey/local-chain'
import {
  localChainConfig,
  type RunningProvider,
  silentLogger,
  startProvider,
} from '@latchkey/provider'
import {
  createPublicClient,
  decodeFunctionData,
  type Hex,
  hashMessage,
  http,
  parseAbi,
  parseEther,
  parseEventLogs,
  verifyMessage,
} from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBundlerForStack } from '../../../stack/scripts/bundler.mjs'
import { handleRpc, type RpcContext } from '../src/frame/rpc/handleRpc'
import { simpleAccountAbi, simpleAccountFactoryAbi } from '../src/frame/smart/latchkeyAccount'
import { smartAccounts } from '../src/frame/smart/smartAccounts'
import { userAccounts } from '../src/frame/smart/smartMessages'
import type { Prompter } from '../src/frame/ui/prompts'
import type { WalletSession } from '../src/frame/walletSession'

const PROJECT = 'smart-test'
const CHAIN_ID = 31337

let chain: LocalChain
let provider: RunningProvider
let deadBundler: RunningProvider
let contracts: { bundlerUrl: string; entryPoint: Hex; accountFactory: Hex }
const stops: (() => Promise<void>)[] = []

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
    key: (i) => [...items.keys()][i] ?? null,
    get length() {
      return items.size
    },
  }
}

async function startWith(accountAbstraction: typeof contracts) {
  return startProvider(
    {
      port: 0,
      projects: [{ id: PROJECT, allowedOrigins: ['http://localhost:*'] }],
      chains: [{ ...localChainConfig(chain), accountAbstraction }],
      indexer: { enabled: false },
      rateLimit: { enabled: false },
    },
    { logger: silentLogger },
  )
}

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, chainId: CHAIN_ID, deployTokens: false })
  const started = await startBundlerForStack({ chain, stops, log: () => {} })
  if (!started) throw new Error('Alto did not start')
  contracts = started
  provider = await startWith(contracts)
  // The same chain, but its bundler is a closed port.
  deadBundler = await startWith({ ...contracts, bundlerUrl: 'http://127.0.0.1:9/rpc' })
}, 180_000)
afterAll(async () => {
  await provider?.stop()
  await deadBundler?.stop()
  for (const stop of stops.reverse()) await stop()
  await chain?.stop()
})

const publicClient = () =>
  createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl), pollingInterval: 100 })

/** The frame's RPC context for a fresh owner key, approving (or rejecting) every request. */
function frameContext(server = provider, approve = true) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const prompts: unknown[] = []
  const gatewayUrl = (id: number) => `${server.url}/v1/?chainId=eip155:${id}&projectId=${PROJECT}`
  const ctx: RpcContext = {
    wallet: { account: async () => owner } as unknown as WalletSession,
    prompt: (async (build: unknown) => {
      prompts.push(build)
      return approve
    }) as unknown as Prompter,
    chainId: () => CHAIN_ID,
    setChainId: () => {},
    gatewayUrl,
    host: () => ({ origin: 'http://localhost:3000' }),
    smart: smartAccounts({
      providerUrl: server.url,
      projectId: PROJECT,
      gatewayUrl,
      storage: memoryStorage(),
    }),
    batches: new Map(),
  }
  return { ctx, owner, prompts }
}

async function counterfactual(owner: Hex): Promise<Hex> {
  return publicClient().readContract({
    address: contracts.accountFactory,
    abi: simpleAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
}

async function fund(address: Hex) {
  await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${parseEther('1').toString(16)}`],
    }),
  })
}

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

describe('smart accounts (ERC-4337 v0.7, Alto)', () => {
  it('lists the chain, and the counterfactual address is the factory getAddress(owner, 0)', async () => {
    const { ctx, owner } = frameContext()
    expect((await ctx.smart!.enabledNetworks()).map((n) => n.chainId)).toEqual([CHAIN_ID])
    const expected = await counterfactual(owner.address)
    expect(await ctx.smart!.address(CHAIN_ID, owner)).toBe(expected)
    // SPEC §3: eip155 defaults to the smart account; nothing is deployed before the first use.
    expect(await userAccounts(ctx, owner)).toEqual({
      address: expected,
      accounts: [
        { address: expected, type: 'smartAccount' },
        { address: owner.address, type: 'eoa' },
      ],
      smartAccountDeployed: false,
      preferredAccountType: 'smartAccount',
    })
    expect(await handleRpc(ctx, 'eth_accounts', [])).toEqual([expected])
    expect(await publicClient().getCode({ address: expected })).toBeUndefined()
  })

  it('deploys the account with its first user operation (eth_sendTransaction)', async () => {
    const { ctx, owner, prompts } = frameContext()
    const sender = await counterfactual(owner.address)
    await fund(sender)
    const to = freshAddress()
    const hash = (await handleRpc(ctx, 'eth_sendTransaction', [
      { from: sender, to, value: `0x${parseEther('0.25').toString(16)}` },
    ])) as Hex
    expect(prompts).toHaveLength(1)
    const receipt = await publicClient().getTransactionReceipt({ hash })
    const [event] = parseEventLogs({
      abi: entryPoint07Abi,
      logs: receipt.logs,
      eventName: 'AccountDeployed',
    })
    expect(event?.args).toMatchObject({ sender, factory: contracts.accountFactory })
    expect(await publicClient().getCode({ address: sender })).toMatch(/^0x[0-9a-f]{10,}/)
    expect(await publicClient().getBalance({ address: to })).toBe(parseEther('0.25'))
    expect((await userAccounts(ctx, owner)).smartAccountDeployed).toBe(true)
  })

  it('sends a wallet_sendCalls batch of two transfers as one user operation', async () => {
    const { ctx, owner } = frameContext()
    const sender = await counterfactual(owner.address)
    await fund(sender)
    const [a, b] = [freshAddress(), freshAddress()]
    const { id } = (await handleRpc(ctx, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        from: sender,
        chainId: '0x7a69',
        atomicRequired: true,
        calls: [
          { to: a, value: `0x${parseEther('0.1').toString(16)}` },
          { to: b, value: `0x${parseEther('0.2').toString(16)}`, data: '0x' },
        ],
      },
    ])) as { id: Hex }
    let status: { status: number; receipts?: { transactionHash: Hex }[]; atomic: boolean }
    for (;;) {
      status = (await handleRpc(ctx, 'wallet_getCallsStatus', [id])) as typeof status
      if (status.status !== 100) break
      await new Promise((r) => setTimeout(r, 250))
    }
    expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x7a69' })
    expect(status.receipts).toHaveLength(1)
    const receipt = await publicClient().getTransactionReceipt({
      hash: status.receipts![0]!.transactionHash,
    })
    const events = parseEventLogs({
      abi: entryPoint07Abi,
      logs: receipt.logs,
      eventName: 'UserOperationEvent',
    })
    expect(events.map((e) => e.args.userOpHash)).toEqual([id])
    const operation = (await handleRpc(ctx, 'eth_getUserOperationByHash', [id])) as {
      userOperation: { callData: Hex }
    }
    const call = decodeFunctionData({
      abi: simpleAccountAbi,
      data: operation.userOperation.callData,
    })
    expect(call.functionName).toBe('executeBatch')
    expect(call.args[0]).toEqual([a, b])
    expect(await publicClient().getBalance({ address: a })).toBe(parseEther('0.1'))
    expect(await publicClient().getBalance({ address: b })).toBe(parseEther('0.2'))
  })

  it('reports atomic batches on the smart account chains (wallet_getCapabilities)', async () => {
    const { ctx, owner } = frameContext()
    const sender = await counterfactual(owner.address)
    expect(await handleRpc(ctx, 'wallet_getCapabilities', [sender])).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })
    expect(await handleRpc(ctx, 'wallet_getCapabilities', [sender, ['0x1']])).toEqual({})
  })

  it('sends nothing when the visitor rejects, and checks every call', async () => {
    const { ctx, owner } = frameContext(provider, false)
    const sender = await counterfactual(owner.address)
    await expect(
      handleRpc(ctx, 'wallet_sendCalls', [{ calls: [{ to: freshAddress(), value: '0x1' }] }]),
    ).rejects.toMatchObject({ code: 4001, message: 'Signature declined' })
    await expect(
      handleRpc(ctx, 'wallet_sendCalls', [{ calls: [{ to: 'nope', value: '0x1' }] }]),
    ).rejects.toMatchObject({ code: -32602 })
    expect(await publicClient().getCode({ address: sender })).toBeUndefined()
  })

  it('falls back to the EOA when the bundler is unreachable (SPEC §4, §8)', async () => {
    const { ctx, owner } = frameContext(deadBundler)
    await expect(ctx.smart!.setPreferred('smartAccount', CHAIN_ID)).rejects.toThrow(
      'This application might not support Smart Accounts',
    )
    expect(ctx.smart!.preferred()).toBe('eoa')
    expect(await handleRpc(ctx, 'eth_accounts', [])).toEqual([owner.address])
    expect((await userAccounts(ctx, owner)).preferredAccountType).toBe('eoa')
    expect(await handleRpc(ctx, 'wallet_getCapabilities', [owner.address])).toEqual({
      '0x7a69': { atomic: { status: 'ready' } },
    })
  })

  it('an unknown or failing network list is empty (SPEC §4)', async () => {
    const smart = smartAccounts({
      providerUrl: 'http://127.0.0.1:9',
      projectId: PROJECT,
      gatewayUrl: () => undefined,
      storage: memoryStorage(),
    })
    expect(await smart.enabledNetworks()).toEqual([])
  })
})

// SPEC §3: the connected address is the smart account, so what it signs must verify as its own:
// ERC-6492 before deployment, ERC-1271 after, checked by viem's verifiers (the ERC-6492 universal
// validator in an eth_call) and by the contract itself.
describe('smart-account signatures (ERC-1271, ERC-6492)', () => {
  const typedData = {
    domain: { name: 'Dapp', version: '1', chainId: CHAIN_ID },
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    message: { contents: 'hello' },
  } as const
  const typedDataJson = JSON.stringify({
    ...typedData,
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      ...typedData.types,
    },
  })
  const ERC6492_SUFFIX = '6492649264926492649264926492649264926492649264926492649264926492'

  async function signs(ctx: RpcContext, sender: Hex) {
    const text = (await handleRpc(ctx, 'personal_sign', ['Sign in to Dapp', sender])) as Hex
    const hex = (await handleRpc(ctx, 'personal_sign', ['0x68656c6c6f', sender])) as Hex
    const typed = (await handleRpc(ctx, 'eth_signTypedData_v4', [sender, typedDataJson])) as Hex
    return { text, hex, typed }
  }

  async function verifies(sender: Hex, { text, hex, typed }: Awaited<ReturnType<typeof signs>>) {
    const client = publicClient()
    expect(
      await client.verifyMessage({ address: sender, message: 'Sign in to Dapp', signature: text }),
    ).toBe(true)
    expect(await client.verifyMessage({ address: sender, message: 'hello', signature: hex })).toBe(
      true,
    )
    expect(await client.verifyTypedData({ address: sender, ...typedData, signature: typed })).toBe(
      true,
    )
    expect(
      await client.verifyMessage({ address: sender, message: 'Sign in to Dapq', signature: text }),
    ).toBe(false)
  }

  it('before deployment: ERC-6492 signatures that verify, and nothing is deployed', async () => {
    const { ctx, owner } = frameContext()
    const sender = await counterfactual(owner.address)
    const signatures = await signs(ctx, sender)
    for (const signature of Object.values(signatures))
      expect(signature.endsWith(ERC6492_SUFFIX)).toBe(true)
    await verifies(sender, signatures)
    expect(await publicClient().getCode({ address: sender })).toBeUndefined()
  })

  it('after deployment: ERC-1271 signatures that verify, and the contract says so', async () => {
    const { ctx, owner } = frameContext()
    const sender = await counterfactual(owner.address)
    await fund(sender)
    await handleRpc(ctx, 'eth_sendTransaction', [
      { from: sender, to: freshAddress(), value: '0x1' },
    ])
    const signatures = await signs(ctx, sender)
    for (const signature of Object.values(signatures)) expect(signature).toHaveLength(132)
    await verifies(sender, signatures)
    const magic = await publicClient().readContract({
      address: sender,
      abi: parseAbi(['function isValidSignature(bytes32, bytes) view returns (bytes4)']),
      functionName: 'isValidSignature',
      args: [hashMessage('Sign in to Dapp'), signatures.text],
    })
    expect(magic).toBe('0x1626ba7e')
  })

  it("the owner's own signature does not pass as the account's, nor one account's for another", async () => {
    const { ctx, owner } = frameContext()
    const other = frameContext()
    const sender = await counterfactual(owner.address)
    const otherSender = await counterfactual(other.owner.address)
    const plain = await owner.signMessage({ message: 'Sign in to Dapp' })
    const client = publicClient()
    expect(
      await client.verifyMessage({ address: sender, message: 'Sign in to Dapp', signature: plain }),
    ).toBe(false)
    const { text } = await signs(ctx, sender)
    expect(
      await client.verifyMessage({
        address: otherSender,
        message: 'Sign in to Dapp',
        signature: text,
      }),
    ).toBe(false)
  })

  it('signs as the EOA when the visitor chose it', async () => {
    const { ctx, owner } = frameContext()
    await ctx.smart!.setPreferred('eoa', CHAIN_ID)
    const signature = (await handleRpc(ctx, 'personal_sign', ['hello', owner.address])) as Hex
    expect(await verifyMessage({ address: owner.address, message: 'hello', signature })).toBe(true)
  })
})

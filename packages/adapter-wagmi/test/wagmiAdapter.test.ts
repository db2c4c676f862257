import type { ChainAdapterEvents } from '@latchkey/adapter-kit'
import { isLatchkeyError, WalletRpcError } from '@latchkey/core'
import {
  connect,
  disconnect,
  getAccount,
  getBalance,
  getChainId,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
} from '@wagmi/core'
import { createTestClient, erc20Abi, formatEther, http, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  chainReader,
  devWalletOn,
  type LocalStack,
  memoryStorage,
  type Page,
  pageWith,
  startLocalStack,
} from './support/localStack'

// The adapter against real anvil nodes and the dev wallet announced through EIP-6963: what the
// modal does through it, wagmi's actions see, and the other way round.
let stack: LocalStack
const pages: Page[] = []

beforeAll(async () => {
  stack = await startLocalStack([31337, 31338])
})
afterAll(() => stack?.stop())
afterEach(() => {
  for (const page of pages.splice(0)) page.close()
})

const open = (...args: Parameters<typeof pageWith>) => {
  const page = pageWith(...args)
  pages.push(page)
  return page
}
const accounts = () => stack.chains[0]!.accounts.map((a) => a.address)

function record(page: Page) {
  const seen: { [E in keyof ChainAdapterEvents]: ChainAdapterEvents[E][] } = {
    accountsChanged: [],
    chainChanged: [],
    disconnect: [],
    connected: [],
    connectorsChanged: [],
    connectRequested: [],
  }
  for (const event of Object.keys(seen) as (keyof typeof seen)[])
    page.adapter.on(event, (payload) => (seen[event] as unknown[]).push(payload))
  return seen
}

describe('discovery', () => {
  it('lists the EIP-6963 wallet wagmi discovered as an announced connector', () => {
    const { adapter, connectorId } = open(stack, devWalletOn(stack))
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: connectorId, type: 'ANNOUNCED', chain: 'eip155' }),
    )
    expect(adapter.wagmiConfig.chains.map((c) => c.id)).toEqual([31337, 31338])
  })
})

describe('a connection made in the modal', () => {
  it('is wagmi connection: account, chain, balance, signature, send, switch, disconnect', async () => {
    const wallet = devWalletOn(stack)
    const page = open(stack, wallet)
    const { adapter, connectorId } = page
    const config = adapter.wagmiConfig
    const seen = record(page)
    const [alice, bob] = accounts() as [`0x${string}`, `0x${string}`]

    const connection = await adapter.connect({ connectorId, caipNetwork: stack.networks[0] })
    expect(connection).toEqual({
      address: alice,
      caipNetworkId: 'eip155:31337',
      connectorId,
      accounts: [
        { address: alice, type: 'eoa' },
        { address: bob, type: 'eoa' },
      ],
    })
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address: alice,
      chainId: 31337,
    })
    // The modal knows it made it: no `connected` event comes back.
    expect(seen.connected).toEqual([])

    const { balance, symbol } = await adapter.getBalance({
      address: alice,
      caipNetwork: stack.networks[0]!,
    })
    const onChain = await chainReader(stack.chains[0]!).getBalance({ address: alice })
    expect({ balance, symbol }).toEqual({ balance: formatEther(onChain), symbol: 'ETH' })
    expect((await getBalance(config, { address: alice })).value).toBe(onChain)

    const { signature } = await adapter.signMessage({ message: 'hello wagmi', address: alice })
    expect(await verifyMessage({ address: alice, message: 'hello wagmi', signature })).toBe(true)

    const reader = chainReader(stack.chains[0]!)
    const bobBefore = await reader.getBalance({ address: bob })
    const { hash } = await adapter.transfer({
      caipNetwork: stack.networks[0]!,
      from: alice,
      to: bob,
      amount: parseEther('1.25'),
    })
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await reader.getBalance({ address: bob })).toBe(bobBefore + parseEther('1.25'))
    // Kept 30 s (SPEC §9), unless a fresh read is asked for (after a send, an on-ramp credit).
    const kept = await adapter.getBalance({ address: bob, caipNetwork: stack.networks[0]! })
    const credited = (await reader.getBalance({ address: bob })) + parseEther('7')
    await createTestClient({ mode: 'anvil', transport: http(stack.chains[0]!.rpcUrl) }).setBalance({
      address: bob,
      value: credited,
    })
    expect(await adapter.getBalance({ address: bob, caipNetwork: stack.networks[0]! })).toEqual(
      kept,
    )
    expect(
      await adapter.getBalance({ address: bob, caipNetwork: stack.networks[0]!, fresh: true }),
    ).toEqual({ balance: formatEther(credited), symbol: 'ETH' })

    await adapter.switchNetwork({ caipNetwork: stack.networks[1]!, connectorId })
    expect(wallet.getState().chainId).toBe(31338)
    expect(getChainId(config)).toBe(31338)
    expect(seen.chainChanged).toEqual([{ caipNetworkId: 'eip155:31338', connectorId }])

    await adapter.disconnect({ connectorId })
    expect(getAccount(config).status).toBe('disconnected')
    // The modal disconnected: it is not told again.
    expect(seen.disconnect).toEqual([])
  })

  it('sends a token, USDT-type too (no bool returned), and the balances move', async () => {
    const { adapter, connectorId } = open(stack, devWalletOn(stack))
    await adapter.connect({ connectorId })
    const [alice, bob] = accounts() as [`0x${string}`, `0x${string}`]
    const reader = chainReader(stack.chains[0]!)
    for (const symbol of ['LUSD', 'TUSD']) {
      const token = stack.chains[0]!.tokens.find((t) => t.symbol === symbol)!
      const read = (owner: `0x${string}`) =>
        reader.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        })
      const before = await read(bob)
      const { hash } = await adapter.transfer({
        caipNetwork: stack.networks[0]!,
        from: alice,
        to: bob,
        amount: 2_500_000n,
        token: { address: token.address },
      })
      expect((await reader.waitForTransactionReceipt({ hash })).status, symbol).toBe('success')
      expect(await read(bob), symbol).toBe(before + 2_500_000n)
    }
  })

  it('passes a refusal on as 4001, and wagmi stays disconnected', async () => {
    const wallet = devWalletOn(stack, 'manual')
    const { adapter, connectorId } = open(stack, wallet)
    const connecting = adapter.connect({ connectorId })
    wallet.approvals.reject((await wallet.approvals.nextPending()).id)
    const error = await connecting.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletRpcError)
    expect((error as WalletRpcError).code).toBe(4001)
    expect(getAccount(adapter.wagmiConfig).status).toBe('disconnected')
  })

  it('refuses bad input without asking the wallet', async () => {
    const wallet = devWalletOn(stack, 'manual')
    const { adapter, connectorId } = open(stack, wallet)
    const unknown = await adapter.connect({ connectorId: 'no.such.wallet' }).catch((e) => e)
    expect(isLatchkeyError(unknown, 'UNKNOWN_ERROR')).toBe(true)
    const [alice] = accounts() as [`0x${string}`]
    const send = await adapter
      .transfer({ caipNetwork: stack.networks[0]!, from: alice, to: '0x12', amount: 1n })
      .catch((e) => e)
    expect(send.message).toBe('Please enter a valid amount and receiver address')
    const balance = await adapter
      .getBalance({ address: '0x1234', caipNetwork: stack.networks[0]! })
      .catch((e) => e)
    expect(isLatchkeyError(balance, 'UNKNOWN_ERROR')).toBe(true)
    expect(wallet.approvals.pending).toHaveLength(0)
    expect(connectorId).toBe(wallet.info.rdns)
  })
})

describe('a connection made through wagmi', () => {
  it('reaches the modal as `connected`, then its account, chain and end', async () => {
    const wallet = devWalletOn(stack)
    const page = open(stack, wallet)
    const config = page.adapter.wagmiConfig
    const seen = record(page)
    const [alice, bob] = accounts() as [`0x${string}`, `0x${string}`]
    const connector = config.connectors.find((c) => c.id === page.connectorId)!

    await connect(config, { connector })
    expect(seen.connected).toEqual([
      {
        address: alice,
        caipNetworkId: 'eip155:31337',
        connectorId: page.connectorId,
        accounts: [
          { address: alice, type: 'eoa' },
          { address: bob, type: 'eoa' },
        ],
      },
    ])
    // The modal's own calls go to that connection.
    const { signature } = await page.adapter.signMessage({
      message: 'from the modal',
      address: alice,
    })
    expect(await verifyMessage({ address: alice, message: 'from the modal', signature })).toBe(true)

    const fromApp = await signMessage(config, { message: 'from the app' })
    expect(
      await verifyMessage({ address: alice, message: 'from the app', signature: fromApp }),
    ).toBe(true)
    const hash = await sendTransaction(config, { to: bob, value: 1n })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

    await switchChain(config, { chainId: 31338 })
    expect(seen.chainChanged.at(-1)).toEqual({
      caipNetworkId: 'eip155:31338',
      connectorId: page.connectorId,
    })
    wallet.selectAccount(bob)
    await expect.poll(() => seen.accountsChanged.at(-1)?.address).toBe(bob)

    await disconnect(config)
    expect(seen.disconnect).toEqual([{ connectorId: page.connectorId }])
  })
})

describe('a reload', () => {
  it('restores the connection from wagmi storage without prompting', async () => {
    const wallet = devWalletOn(stack, 'manual')
    const storage = memoryStorage()
    const first = open(stack, wallet, storage)
    const connecting = first.adapter.connect({ connectorId: first.connectorId })
    wallet.approvals.approve((await wallet.approvals.nextPending()).id)
    await connecting
    first.close()

    const second = open(stack, wallet, storage)
    const restored = await second.adapter.syncConnection({ connectorId: second.connectorId })
    expect(restored).toMatchObject({ address: accounts()[0], caipNetworkId: 'eip155:31337' })
    expect(getAccount(second.adapter.wagmiConfig).status).toBe('connected')
    expect(wallet.approvals.pending).toHaveLength(0)
  })

  it("reports wagmi's own restore (WagmiProvider's reconnect) as a restored connection", async () => {
    const wallet = devWalletOn(stack)
    const storage = memoryStorage()
    const first = open(stack, wallet, storage)
    await first.adapter.connect({ connectorId: first.connectorId })
    first.close()

    const second = open(stack, wallet, storage)
    const seen = record(second)
    await reconnect(second.adapter.wagmiConfig)
    expect(seen.connected).toEqual([
      expect.objectContaining({ address: accounts()[0], restored: true }),
    ])
  })

  it('answers undefined when wagmi has nothing to restore', async () => {
    const { adapter, connectorId } = open(stack, devWalletOn(stack, 'manual'))
    expect(await adapter.syncConnection({ connectorId })).toBeUndefined()
  })
})

import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getContractAddress,
  http,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_TOKEN_HOLDERS,
  LOCAL_CHAIN_IDS,
  type LocalChain,
  standardTokenAbi,
  startLocalChain,
  usdtStyleAbi,
} from '../src/index'

let chain: LocalChain

beforeAll(async () => {
  chain = await startLocalChain()
})
afterAll(() => chain?.stop())

const clients = () => {
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  return {
    client: createPublicClient({ chain: chain.chain, transport, pollingInterval: 50 }),
    wallet: (index: number) =>
      createWalletClient({
        account: privateKeyToAccount(chain.accounts[index]!.privateKey),
        chain: chain.chain,
        transport,
      }),
  }
}

const token = (symbol: string) => {
  const found = chain.tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`no ${symbol}`)
  return found
}

describe('startLocalChain() with defaults', () => {
  it('listens on a free loopback port and reports chain 31337', async () => {
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`)
    expect(chain.chainId).toBe(LOCAL_CHAIN_IDS.primary)
    expect(await clients().client.getChainId()).toBe(31337)
    expect(chain.chain.name).toBe('Latchkey Devnet')
  })

  it('returns the keys of the accounts anvil prefunds', async () => {
    const { client } = clients()
    const nodeAccounts = await createWalletClient({ transport: http(chain.rpcUrl) }).getAddresses()
    expect(chain.accounts.map((a) => a.address.toLowerCase())).toEqual(
      nodeAccounts.map((a) => a.toLowerCase()),
    )
    for (const { address, privateKey } of chain.accounts) {
      expect(privateKeyToAccount(privateKey).address).toBe(address)
    }
    expect(await client.getBalance({ address: chain.accounts[9]!.address })).toBe(
      parseUnits('10000', 18),
    )
  })

  it('deploys LUSD, TUSD and LDAI at deterministic addresses with on-chain metadata', async () => {
    const { client } = clients()
    expect(chain.tokens.map((t) => [t.symbol, t.decimals, t.kind])).toEqual([
      ['LUSD', 6, 'erc20'],
      ['TUSD', 6, 'usdt-style'],
      ['LDAI', 18, 'erc20'],
    ])
    for (const [nonce, t] of chain.tokens.entries()) {
      expect(t.address).toBe(
        getContractAddress({ from: chain.accounts[0]!.address, nonce: BigInt(nonce) }),
      )
      const read = (functionName: 'name' | 'symbol' | 'decimals') =>
        client.readContract({ address: t.address, abi: erc20Abi, functionName })
      expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
        t.name,
        t.symbol,
        t.decimals,
      ])
    }
  })

  it('mints every token to the first holders only', async () => {
    const { client } = clients()
    const balance = (address: `0x${string}`, owner: `0x${string}`) =>
      client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    for (const t of chain.tokens) {
      // Accounts 5.. are never touched by other tests in this file.
      const holder = chain.accounts[DEMO_TOKEN_HOLDERS - 1]!.address
      const outsider = chain.accounts[DEMO_TOKEN_HOLDERS]!.address
      expect(await balance(t.address, holder)).toBe(parseUnits('1000000', t.decimals))
      expect(await balance(t.address, outsider)).toBe(0n)
    }
  })

  it('moves balances with a standard ERC-20 transfer that returns true', async () => {
    const { client, wallet } = clients()
    const lusd = token('LUSD')
    const [from, to] = [chain.accounts[1]!.address, chain.accounts[2]!.address]
    const amount = parseUnits('12.5', 6)
    const before = await Promise.all(
      [from, to].map((a) =>
        client.readContract({
          address: lusd.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [a],
        }),
      ),
    )
    const { result, request } = await client.simulateContract({
      account: wallet(1).account,
      address: lusd.address,
      abi: standardTokenAbi,
      functionName: 'transfer',
      args: [to, amount],
    })
    expect(result).toBe(true)
    const hash = await wallet(1).writeContract(request)
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    const after = await Promise.all(
      [from, to].map((a) =>
        client.readContract({
          address: lusd.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [a],
        }),
      ),
    )
    expect(after).toEqual([before[0]! - amount, before[1]! + amount])
  })

  it('moves balances with a USDT-style transfer that returns no data', async () => {
    const { client, wallet } = clients()
    const tusd = token('TUSD')
    const [from, to] = [chain.accounts[3]!.address, chain.accounts[2]!.address]
    const amount = parseUnits('7', 6)
    const balanceOf = (a: `0x${string}`) =>
      client.readContract({
        address: tusd.address,
        abi: usdtStyleAbi,
        functionName: 'balanceOf',
        args: [a],
      })
    const before = [await balanceOf(from), await balanceOf(to)]

    // The quirk: decoding a bool from its transfer fails, because it returns nothing.
    await expect(
      client.simulateContract({
        account: wallet(3).account,
        address: tusd.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
      }),
    ).rejects.toThrow(/returned no data/)

    const hash = await wallet(3).writeContract({
      address: tusd.address,
      abi: usdtStyleAbi,
      functionName: 'transfer',
      args: [to, amount],
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect([await balanceOf(from), await balanceOf(to)]).toEqual([
      before[0]! - amount,
      before[1]! + amount,
    ])
  })

  it('supports USDT-style approve and transferFrom', async () => {
    const { client, wallet } = clients()
    const tusd = token('TUSD')
    const [owner, spender] = [chain.accounts[4]!, chain.accounts[3]!]
    const amount = parseUnits('3', 6)
    const approve = await wallet(4).writeContract({
      address: tusd.address,
      abi: usdtStyleAbi,
      functionName: 'approve',
      args: [spender.address, amount],
    })
    await client.waitForTransactionReceipt({ hash: approve })
    const before = await client.readContract({
      address: tusd.address,
      abi: usdtStyleAbi,
      functionName: 'balanceOf',
      args: [owner.address],
    })
    const pull = await wallet(3).writeContract({
      address: tusd.address,
      abi: usdtStyleAbi,
      functionName: 'transferFrom',
      args: [owner.address, spender.address, amount],
    })
    expect((await client.waitForTransactionReceipt({ hash: pull })).status).toBe('success')
    const read = (functionName: 'balanceOf') =>
      client.readContract({
        address: tusd.address,
        abi: usdtStyleAbi,
        functionName,
        args: [owner.address],
      })
    expect(await read('balanceOf')).toBe(before - amount)
    expect(
      await client.readContract({
        address: tusd.address,
        abi: usdtStyleAbi,
        functionName: 'allowance',
        args: [owner.address, spender.address],
      }),
    ).toBe(0n)
  })

  it('rejects a transfer above the balance with a decoded error', async () => {
    const { client, wallet } = clients()
    await expect(
      client.simulateContract({
        account: wallet(6).account,
        address: token('LDAI').address,
        abi: standardTokenAbi,
        functionName: 'transfer',
        args: [chain.accounts[1]!.address, 1n],
      }),
    ).rejects.toThrow(/ERC20InsufficientBalance/)
  })
})

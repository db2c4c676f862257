import { type LocalSolana, startLocalSolana } from '@latchkey/local-solana'
import { createTransferCheckedInstruction, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveConfig } from '../src/config/resolveConfig'
import {
  compileMessage,
  signTransaction,
  solanaSigner,
  systemTransfer,
  tokenTransferChecked,
} from '../src/onramp/solanaTransaction'
import type { RunningProvider } from '../src/server/startProvider'
import { call, PROJECT_ID, startTestProvider } from './helpers'
import { freshSolanaAddress, solanaChainConfig } from './solanaHelpers'

const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`

describe('Solana transactions as @solana/web3.js reads and writes them', () => {
  const payer = Keypair.generate()
  const key = solanaSigner(payer.secretKey.slice(0, 32))
  const blockhash = Keypair.generate().publicKey.toBase58()

  it('derives the address web3.js derives from the seed', () => {
    expect(key.address).toBe(payer.publicKey.toBase58())
  })

  it.each(Array.from({ length: 8 }, (_, i) => i))(
    'compiles a transfer and a TransferChecked to the message web3.js compiles (keys %i)',
    () => {
      const to = Keypair.generate().publicKey
      const mint = Keypair.generate().publicKey
      const source = Keypair.generate().publicKey
      const theirs = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: to,
          lamports: 123_456_789,
        }),
        createTransferCheckedInstruction(source, mint, to, payer.publicKey, 42_000_000n, 6),
      )
      const ours = compileMessage(
        key.address,
        [
          systemTransfer(key.address, to.toBase58(), 123_456_789n),
          tokenTransferChecked(
            TOKEN_PROGRAM_ID.toBase58(),
            source.toBase58(),
            mint.toBase58(),
            to.toBase58(),
            key.address,
            42_000_000n,
            6,
          ),
        ],
        blockhash,
      )
      expect(hex(ours.message)).toBe(hex(theirs.serializeMessage()))
      // Our signed wire form: web3.js reads it back and its signature verifies.
      const wire = signTransaction(ours, [key])
      const read = Transaction.from(wire)
      expect(read.verifySignatures()).toBe(true)
      expect(read.signatures[0]?.publicKey.toBase58()).toBe(key.address)
    },
  )
})

describe('buying on the local Solana chain (Meld-like partner)', () => {
  let solana: LocalSolana
  let provider: RunningProvider
  let net: string
  const lusd = () => solana.mints.find((m) => m.symbol === 'LUSD')!

  beforeAll(async () => {
    solana = await startLocalSolana({ port: 0 })
    net = solana.caip2
    provider = await startTestProvider({
      chains: [solanaChainConfig(solana)],
      rateLimit: { enabled: false },
      indexer: { enabled: false },
      onramp: {
        partners: [{ id: 'meld', name: 'Meld', feePct: 1, chains: [net], assets: ['SOL', 'LUSD'] }],
        // Development account 4 holds SOL and the demo tokens.
        solanaFaucetSeed: hex(solana.accounts[4]!.seed),
      },
    })
  })
  afterAll(async () => {
    await provider?.stop()
    await solana?.stop()
  })

  const q = `projectId=${PROJECT_ID}`
  const rpc = async <T>(method: string, params: unknown[]) => {
    const r = await fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return ((await r.json()) as { result: T }).result
  }
  const lamports = async (address: string) =>
    BigInt(
      (await rpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value,
    )
  const tokens = async (address: string) => {
    const r = await rpc<{
      value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
    }>('getTokenAccountsByOwner', [
      address,
      { mint: lusd().mint },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ])
    return r.value.reduce((s, a) => s + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n)
  }
  const buy = async (address: string, asset: string, amount: string) => {
    const r = await call(provider.url, `/v1/generators/onrampurl?${q}`, {
      json: {
        destinationWallets: [{ address, blockchains: [net], assets: [asset] }],
        partnerUserId: address,
        defaultExperience: 'buy',
        presetFiatAmount: amount,
      },
    })
    expect(r.status).toBe(200)
    const paid = await fetch(`${r.body.url}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    return (await fetch(r.body.url)).text()
  }

  it('lists Solana among the on-ramp chains, and the options offer SOL and LUSD there', async () => {
    const chains = await call(provider.url, `/v1/supported-chains?${q}`)
    expect(chains.body.onramp).toEqual([net])
    const options = await call(provider.url, `/v1/onramp/options?${q}`)
    expect(options.status).toBe(200)
    expect(options.body.fallback).toBeUndefined()
    const symbols = options.body.purchaseCurrencies.map((c: { id: string }) => c.id)
    expect(symbols).toEqual(expect.arrayContaining(['SOL', 'LUSD']))
  })

  it('quotes SOL at its price, less Meld’s 1 % and the 5000-lamport fee', async () => {
    const r = await call(provider.url, `/v1/onramp/quote?${q}`, {
      json: { purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '150', network: net },
    })
    expect(r.status).toBe(200)
    expect(r.body.coinbaseFee).toEqual({ amount: '1.50', currency: 'USD' })
    // 5000 lamports at 150 USD a SOL: 0.00075 USD, rounded up to a cent.
    expect(r.body.networkFee).toEqual({ amount: '0.01', currency: 'USD' })
    // 148.49 USD at 150 USD a SOL, rounded down to a lamport.
    expect(r.body.purchaseAmount).toEqual({ amount: '0.989933333', currency: 'SOL' })
    expect(r.body.purchaseUnits).toBe('989933333')
  })

  it('a paid checkout sends SOL to a new address', async () => {
    const visitor = freshSolanaAddress()
    const page = await buy(visitor, 'SOL', '150')
    expect(page).toContain('Paid.')
    expect(await lamports(visitor)).toBe(989_933_333n)
  })

  it('a paid checkout sends LUSD, opening a token account for an address without one', async () => {
    const visitor = freshSolanaAddress()
    expect(await tokens(visitor)).toBe(0n)
    expect(await buy(visitor, 'LUSD', '100')).toContain('Paid.')
    // 100 USD less 1.00 fee and 0.01 network fee, at 1 USD a LUSD (6 decimals).
    expect(await tokens(visitor)).toBe(98_990_000n)
    // A holder's existing account receives the next purchase.
    const holder = solana.accounts[1]!.address
    const before = await tokens(holder)
    expect(await buy(holder, 'LUSD', '20')).toContain('Paid.')
    expect((await tokens(holder)) - before).toBe(19_790_000n)
  })

  it('lists the purchase in the history of the account', async () => {
    const visitor = freshSolanaAddress()
    await buy(visitor, 'SOL', '30')
    const r = await call(provider.url, `/v1/account/${visitor}/history?${q}&onramp=meld`)
    expect(r.status).toBe(200)
    expect(r.body.data).toHaveLength(1)
    expect(r.body.data[0].metadata.operationType).toBe('buy')
    expect(r.body.data[0].metadata.chain).toBe(net)
  })
})

describe('on-ramp configuration for Solana', () => {
  const chain = {
    id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    rpcUrl: 'http://127.0.0.1:1',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9, priceUsd: 150 },
  }
  const meld = { id: 'meld' as const, name: 'Meld', feePct: 1, chains: [chain.id], assets: ['SOL'] }
  it('needs the Solana faucet seed, and keeps Coinbase to eip155 chains', () => {
    expect(() => resolveConfig({ chains: [chain], onramp: { partners: [meld] } })).toThrow(
      /onramp.solanaFaucetSeed: required when partners sell on solana chains/,
    )
    const seed = `0x${'11'.repeat(32)}`
    expect(() =>
      resolveConfig({ chains: [chain], onramp: { partners: [meld], solanaFaucetSeed: seed } }),
    ).not.toThrow()
    expect(() =>
      resolveConfig({
        chains: [chain],
        onramp: {
          partners: [{ ...meld, id: 'coinbase', name: 'Coinbase' }],
          solanaFaucetSeed: seed,
        },
      }),
    ).toThrow(/Coinbase sells on eip155 chains only/)
  })
})

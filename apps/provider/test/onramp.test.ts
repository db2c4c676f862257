import { type LocalChain, standardTokenAbi } from '@latchkey/local-chain'
import { type Address, formatUnits, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, resolveConfig } from '../src/config/resolveConfig'
import type { RunningProvider } from '../src/server/startProvider'
import { chainClients, freshAddress } from './chainHelpers'
import { call, localChainConfig, PROJECT_ID, startLocalChain, startTestProvider } from './helpers'

let chain: LocalChain
let provider: RunningProvider
let net: string

// The faucet is development account 4, which holds the demo tokens too.
const partners = (id: string) => [
  { id: 'coinbase' as const, name: 'Coinbase', feePct: 1.5, chains: [id], assets: ['ETH', 'LUSD'] },
  { id: 'meld' as const, name: 'Meld', feePct: 1, chains: [id], assets: ['ETH'] },
]

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 })
  net = `eip155:${chain.chainId}`
  provider = await startTestProvider({
    chains: [localChainConfig(chain)],
    rateLimit: { enabled: false },
    indexer: { enabled: false },
    onramp: { partners: partners(net), faucetPrivateKey: chain.accounts[4]!.privateKey },
  })
})
afterAll(async () => {
  await provider?.stop()
  await chain?.stop()
})

const q = `projectId=${PROJECT_ID}`
const quote = (json: Record<string, unknown>) =>
  call(provider.url, `/v1/onramp/quote?${q}`, { json })
const generate = (json: Record<string, unknown>) =>
  call(provider.url, `/v1/generators/onrampurl?${q}`, { json })
const buyBody = (address: string, extra: Record<string, unknown> = {}) => ({
  destinationWallets: [{ address, blockchains: ['local-chain'], assets: ['ETH'] }],
  partnerUserId: address,
  defaultExperience: 'buy',
  presetFiatAmount: '100',
  ...extra,
})
const balanceOf = (address: Address) => chainClients(chain, 0).publicClient.getBalance({ address })

describe('GET /v1/onramp/options', () => {
  it('lists what the partners sell on the local chain and the SPEC §9 limits', async () => {
    const r = await call(provider.url, `/v1/onramp/options?${q}`)
    expect(r.status).toBe(200)
    expect(r.body.fallback).toBeUndefined()
    const lusd = chain.tokens.find((t) => t.symbol === 'LUSD')!
    expect(r.body.purchaseCurrencies).toEqual([
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [
          {
            name: 'local-chain',
            display_name: 'Local Chain',
            chain_id: '31337',
            contract_address: '',
          },
        ],
      },
      {
        id: 'LUSD',
        name: lusd.name,
        symbol: 'LUSD',
        networks: [
          {
            name: 'local-chain',
            display_name: 'Local Chain',
            chain_id: '31337',
            contract_address: lusd.address,
          },
        ],
      },
    ])
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(r.body.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ])
    expect(r.body.partners).toEqual([
      { id: 'coinbase', name: 'Coinbase', feePct: 1.5, networks: ['eip155:31337'] },
      { id: 'meld', name: 'Meld', feePct: 1, networks: ['eip155:31337'] },
    ])
  })

  it('is project-checked, and supported-chains names the on-ramp chains', async () => {
    expect((await call(provider.url, '/v1/onramp/options')).status).toBe(403)
    const chains = await call(provider.url, `/v1/supported-chains?${q}`)
    expect(chains.body.onramp).toEqual(['eip155:31337'])
  })
})

describe('POST /v1/onramp/quote', () => {
  it('takes the partner fee (1–2 %) and the network fee off, and prices the rest', async () => {
    const r = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'local-chain',
      partner: 'coinbase',
    })
    expect(r.status).toBe(200)
    expect(r.body.coinbaseFee).toEqual({ amount: '1.50', currency: 'USD' })
    expect(r.body.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    const network = Number(r.body.networkFee.amount)
    expect(network).toBeGreaterThan(0)
    expect(network).toBeLessThan(1)
    expect(Number(r.body.paymentSubtotal.amount)).toBeCloseTo(100 - 1.5 - network, 2)
    // ETH at 2000 USD.
    expect(Number(r.body.purchaseAmount.amount)).toBeCloseTo(
      Number(r.body.paymentSubtotal.amount) / 2000,
      8,
    )
    expect(r.body.purchaseAmount.currency).toBe('ETH')
    expect(r.body.quoteId).toMatch(/^coinbase-/)
    expect(r.body.mocked).toBeUndefined()

    const meld = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'EUR',
      amount: 50,
      network: 'eip155:31337',
      partner: 'meld',
    })
    expect(meld.status).toBe(200)
    expect(meld.body.coinbaseFee).toEqual({ amount: '0.50', currency: 'EUR' })
  })

  it('refuses amounts outside the payment method limits', async () => {
    const base = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', network: 'local-chain' }
    const low = await quote({ ...base, amount: '9.99' })
    expect(low.status).toBe(400)
    expect(low.body.error.message).toContain('between 10.00 and 7500.00 USD for card')
    expect((await quote({ ...base, amount: '7500.01' })).status).toBe(400)
    expect((await quote({ ...base, amount: '10' })).status).toBe(200)
    expect((await quote({ ...base, amount: '7500' })).status).toBe(200)
    expect(
      (await quote({ ...base, amount: '25000', paymentMethod: 'ach_bank_account' })).status,
    ).toBe(200)
    expect(
      (await quote({ ...base, amount: '25000.01', paymentMethod: 'ach_bank_account' })).status,
    ).toBe(400)
  })

  it('refuses bad input with a 400 naming it', async () => {
    const base = {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'local-chain',
    }
    for (const [field, value] of [
      ['amount', '1e3'],
      ['amount', '10.001'],
      ['amount', -5],
      ['paymentCurrency', 'usd'],
      ['paymentCurrency', 'GBP'],
      ['purchaseCurrency', 'DOGE'],
      ['network', 'ethereum'],
      ['partner', 'paypal'],
    ] as const) {
      const r = await quote({ ...base, [field]: value })
      expect(r.status, `${field}=${value}`).toBe(400)
    }
    // Meld sells no LUSD here.
    expect((await quote({ ...base, purchaseCurrency: 'LUSD', partner: 'meld' })).status).toBe(400)
    expect((await call(provider.url, '/v1/onramp/quote', { json: base })).status).toBe(403)
  })
})

describe('the URL generator and the partner checkout', () => {
  it('opens a checkout page whose Pay credits the address on the chain, once', async () => {
    const visitor = freshAddress()
    const r = await generate(buyBody(visitor))
    expect(r.status).toBe(200)
    expect(r.body.url).toMatch(new RegExp(`^${provider.url}/onramp/checkout/[A-Za-z0-9_-]{24}$`))

    const page = await fetch(r.body.url)
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    const html = await page.text()
    expect(html).toContain('100.00 USD')
    expect(html).toContain('<button type="submit">Pay 100.00 USD</button>')
    expect(html).not.toContain('<script')

    expect(await balanceOf(visitor)).toBe(0n)
    const paid = await fetch(`${r.body.url}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    const credited = await balanceOf(visitor)
    // 98.50 USD after the 1.5 % fee, less the network fee, at 2000 USD an ETH.
    expect(credited).toBeGreaterThan(parseUnits('0.049', 18))
    expect(credited).toBeLessThan(parseUnits('0.04925', 18))
    const after = await (await fetch(r.body.url)).text()
    expect(after).toContain('Paid.')
    expect(after).not.toContain('<button')

    // A second Pay credits nothing.
    await fetch(`${r.body.url}/pay`, { method: 'POST', redirect: 'manual' })
    expect(await balanceOf(visitor)).toBe(credited)

    const history = await call(
      provider.url,
      `/v1/account/${visitor}/history?${q}&onramp=coinbase&chainId=${net}`,
    )
    expect(history.status).toBe(200)
    expect(history.body.data).toHaveLength(1)
    const [entry] = history.body.data
    expect(entry.metadata).toMatchObject({
      chain: 'eip155:31337',
      operationType: 'buy',
      status: 'confirmed',
      sentFrom: 'Coinbase',
      sentTo: visitor,
    })
    expect(entry.metadata.hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await chainClients(chain, 0).publicClient.getTransactionReceipt({
      hash: entry.metadata.hash,
    })
    expect(receipt.to?.toLowerCase()).toBe(visitor.toLowerCase())
    expect(entry.transfers[0].quantity.numeric).toBe(formatUnits(credited, 18))
    expect(entry.transfers[0]).toMatchObject({ direction: 'in', fungible_info: { symbol: 'ETH' } })
    // Another partner's list, and an unpaid checkout, show nothing.
    const meld = await call(provider.url, `/v1/account/${visitor}/history?${q}&onramp=meld`)
    expect(meld.body.data).toEqual([])
    const other = freshAddress()
    await generate(buyBody(other))
    const none = await call(provider.url, `/v1/account/${other}/history?${q}&onramp=coinbase`)
    expect(none.body.data).toEqual([])
  })

  it('credits a token through the token contract', async () => {
    const visitor = freshAddress()
    const lusd = chain.tokens.find((t) => t.symbol === 'LUSD')!
    const r = await generate({
      ...buyBody(visitor),
      destinationWallets: [{ address: visitor, blockchains: ['eip155:31337'], assets: ['LUSD'] }],
      presetFiatAmount: '20.00',
      partner: 'coinbase',
    })
    expect(r.status).toBe(200)
    await fetch(`${r.body.url}/pay`, { method: 'POST', redirect: 'manual' })
    const held = await chainClients(chain, 0).publicClient.readContract({
      address: lusd.address,
      abi: standardTokenAbi,
      functionName: 'balanceOf',
      args: [visitor],
    })
    // 20 USD less 0.30 (1.5 %) less the network fee, LUSD at 1 USD.
    expect(held).toBeGreaterThan(parseUnits('19.4', lusd.decimals))
    expect(held).toBeLessThanOrEqual(parseUnits('19.7', lusd.decimals))
  })

  it('refuses bad generator input and unknown checkouts', async () => {
    expect((await generate(buyBody('0x1234'))).status).toBe(400)
    expect((await generate(buyBody(freshAddress(), { presetFiatAmount: '5' }))).status).toBe(400)
    expect((await generate(buyBody(freshAddress(), { presetFiatAmount: undefined }))).status).toBe(
      400,
    )
    expect((await generate(buyBody(freshAddress(), { defaultExperience: 'send' }))).status).toBe(
      400,
    )
    const crypto = await generate(
      buyBody(freshAddress(), { presetFiatAmount: undefined, presetCryptoAmount: '0.01' }),
    )
    expect(crypto.status).toBe(200)
    const missing = await fetch(`${provider.url}/onramp/checkout/AAAAAAAAAAAAAAAAAAAAAAAA`)
    expect(missing.status).toBe(404)
    const pay = await fetch(`${provider.url}/onramp/checkout/AAAAAAAAAAAAAAAAAAAAAAAA/pay`, {
      method: 'POST',
    })
    expect(pay.status).toBe(404)
  })
})

describe('SPEC §7 fallbacks', () => {
  it('answers the built-in options and a mocked quote when the chain does not answer', async () => {
    const dead = 'eip155:31339'
    const down = await startTestProvider({
      chains: [{ ...localChainConfig(chain), id: dead, rpcUrl: 'http://127.0.0.1:1' }],
      rateLimit: { enabled: false },
      indexer: { enabled: false },
      gateway: { timeoutMs: 500 },
      onramp: { partners: partners(dead), faucetPrivateKey: chain.accounts[4]!.privateKey },
    })
    try {
      const options = await call(down.url, `/v1/onramp/options?${q}`)
      expect(options.status).toBe(200)
      expect(options.body.fallback).toBe(true)
      expect(options.body.paymentCurrencies.map((c: { id: string }) => c.id)).toEqual([
        'USD',
        'EUR',
      ])
      expect(options.body.purchaseCurrencies.map((c: { id: string }) => c.id)).toEqual([
        'USDC',
        'ETH',
      ])
      const mocked = await call(down.url, `/v1/onramp/quote?${q}`, {
        json: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: dead },
      })
      expect(mocked.status).toBe(200)
      expect(mocked.body).toMatchObject({
        mocked: true,
        coinbaseFee: { amount: '1.50', currency: 'USD' },
        networkFee: { amount: '0.00', currency: 'USD' },
        purchaseAmount: { amount: '0.04925', currency: 'ETH' },
      })
      // Limits still hold for a mocked quote.
      const low = await call(down.url, `/v1/onramp/quote?${q}`, {
        json: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '1', network: dead },
      })
      expect(low.status).toBe(400)
    } finally {
      await down.stop()
    }
  })

  it('answers the marked built-in options when no partner is configured', async () => {
    const bare = await startTestProvider({
      rateLimit: { enabled: false },
      indexer: { enabled: false },
    })
    try {
      const options = await call(bare.url, `/v1/onramp/options?${q}`)
      expect(options.body).toMatchObject({ fallback: true, partners: [] })
      expect((await call(bare.url, `/v1/supported-chains?${q}`)).body.onramp).toEqual([])
    } finally {
      await bare.stop()
    }
  })
})

describe('on-ramp configuration', () => {
  it('needs a faucet key and configured EVM chains for its partners', () => {
    const chains = [localChainConfig(chain)]
    expect(() => resolveConfig({ chains, onramp: { partners: partners(net) } })).toThrow(
      ConfigError,
    )
    expect(() =>
      resolveConfig({
        chains,
        onramp: { partners: partners('eip155:1'), faucetPrivateKey: chain.accounts[4]!.privateKey },
      }),
    ).toThrow(/chain eip155:1 is not configured/)
    expect(() =>
      resolveConfig({
        chains,
        onramp: {
          partners: [{ ...partners(net)[0]!, feePct: 3 }],
          faucetPrivateKey: chain.accounts[4]!.privateKey,
        },
      }),
    ).toThrow(ConfigError)
  })
})

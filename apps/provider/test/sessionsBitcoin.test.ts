import { createHash } from 'node:crypto'
import type { SiwxMessageData } from '@latchkey/core'
import {
  BITCOIN_DEV_KEYS,
  bitcoinDevSigner,
  LOCAL_BITCOIN_CAIP2,
  LOCAL_BITCOIN_NETWORK,
} from '@latchkey/local-bitcoin'
import { buildMessage } from '@latchkey/siwx'
import { Psbt, payments, Transaction } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localBitcoinConfig } from '../src/chains/bip122/localBitcoinConfig'
import type { RunningProvider } from '../src/server/startProvider'
import { APP_ORIGIN, call, PROJECT_ID, startTestProvider } from './helpers'

// The regtest chain is configured, never reached: a sign-in needs no node.
let provider: RunningProvider
beforeAll(async () => {
  provider = await startTestProvider({
    rateLimit: { enabled: false },
    indexer: { enabled: false },
    chains: [localBitcoinConfig({ url: 'http://127.0.0.1:9', caipNetworkId: LOCAL_BITCOIN_CAIP2 })],
  })
})
afterAll(async () => {
  await provider?.stop()
})

const found = BITCOIN_DEV_KEYS.find((k) => k.type === 'p2wpkh')
if (!found) throw new Error('no P2WPKH development key')
const key = found
const q = `projectId=${PROJECT_ID}&st=appkit&sv=t`
const headers = { origin: APP_ORIGIN }
const id = (address: string) => `${LOCAL_BITCOIN_CAIP2}:${address}`

async function message(accountAddress = key.address) {
  const r = await call(provider.url, `/v1/sessions/${id(key.address)}/nonce?${q}`, { headers })
  expect(r.status).toBe(200)
  const data: SiwxMessageData = {
    domain: new URL(APP_ORIGIN).host,
    accountAddress,
    uri: APP_ORIGIN,
    version: '1',
    chainId: LOCAL_BITCOIN_CAIP2,
    nonce: r.body.nonce,
    issuedAt: new Date().toISOString(),
  }
  return { data, message: buildMessage(data) }
}

/** BIP-322 simple, as wallets sign: the witness spending `to_spend` in `to_sign`, base64. */
function signBip322(text: string): string {
  const output = payments.p2wpkh({ address: key.address, network: LOCAL_BITCOIN_NETWORK })
    .output as Uint8Array
  const toSpend = new Transaction()
  toSpend.version = 0
  const tag = createHash('sha256').update('BIP0322-signed-message').digest()
  const hash = createHash('sha256').update(tag).update(tag).update(text, 'utf8').digest()
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, Uint8Array.from([0x00, 0x20, ...hash]))
  toSpend.addOutput(output, 0n)
  const toSign = new Psbt({ network: LOCAL_BITCOIN_NETWORK })
  toSign.setVersion(0)
  toSign.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: output, value: 0n },
  })
  toSign.addOutput({ script: Uint8Array.of(0x6a), value: 0n })
  toSign.signInput(0, bitcoinDevSigner(key)).finalizeInput(0)
  const witness = toSign.extractTransaction().ins[0]?.witness ?? []
  const bytes = [witness.length, ...witness.flatMap((item) => [item.length, ...item])]
  return `smp${Buffer.from(bytes).toString('base64')}`
}

const post = (json: unknown) =>
  call(provider.url, `/v1/sessions/${id(key.address)}?${q}`, { json, headers })

describe('SPEC §7 POST /v1/sessions/{id} with Bitcoin sessions (issue 31)', () => {
  it('keeps a BIP-322 signed session', async () => {
    const session = await message()
    const added = await post({ ...session, signature: signBip322(session.message) })
    expect(added.status).toBe(201)
  })

  it('refuses malformed signatures with 401 (the verifier ran), never 500', async () => {
    const good = await message()
    const signature = signBip322(good.message)
    for (const bad of [
      'not base64!',
      'smp',
      'smpAA==',
      'fooAA==',
      signature.slice(0, 60), // a truncated witness
      `ful${signature.slice(3)}`, // a witness announced as a full transaction
      'pofAA==',
    ]) {
      const r = await post({ ...(await message()), signature: bad })
      expect(r.status, bad).toBe(401)
      expect(r.body.error.message, bad).toMatch(/^signature/)
    }
  })

  it('refuses invalid addresses of BIP-173/350 and another network with a 4xx, never 500', async () => {
    for (const address of [
      'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', // excess padding: threw an untyped error before
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv', // non-zero padding
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // a mainnet address on regtest
      'BCRT1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KYGT08', // a wrong checksum
    ]) {
      const session = await message(address)
      const r = await post({ ...session, signature: signBip322(session.message) })
      expect(r.status, address).toBeGreaterThanOrEqual(400)
      expect(r.status, address).toBeLessThan(500)
    }
  })
})

import { Psbt, payments } from 'bitcoinjs-lib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  BITCOIN_DEV_KEYS,
  bitcoinDevSigner,
  LOCAL_BITCOIN_NETWORK,
  type LocalBitcoin,
  startLocalBitcoin,
} from '../src/index'
import { get, post, spend, type Utxo } from './esplora'

let chain: LocalBitcoin
beforeAll(async () => {
  chain = await startLocalBitcoin()
})
afterAll(() => chain?.close())

const key = BITCOIN_DEV_KEYS[0] as (typeof BITCOIN_DEV_KEYS)[number]
const pubkey = Uint8Array.from(Buffer.from(key.publicKey, 'hex'))
const network = LOCAL_BITCOIN_NETWORK
const nested = payments.p2sh({ redeem: payments.p2wpkh({ pubkey, network }), network })
const legacy = payments.p2pkh({ pubkey, network })

test('P2SH-P2WPKH and P2PKH spends verify; a tampered P2PKH signature is refused', async () => {
  const [coin] = (await get(chain.url, `/address/${key.address}/utxo`)).body as Utxo[]
  const outputs = [nested, legacy].map((p) => ({ address: p.address as string, value: 1_000_000n }))
  const funding = (await post(chain.url, '/tx', spend(key, [coin as Utxo], outputs, 1_000n))).body
  chain.mine(1)
  expect((await get(chain.url, `/address/${nested.address}`)).body.chain_stats.funded_txo_sum).toBe(
    1_000_000,
  )

  const viaNested = new Psbt({ network })
    .addInput({
      hash: funding,
      index: 0,
      witnessUtxo: { script: nested.output as Uint8Array, value: 1_000_000n },
      redeemScript: nested.redeem?.output as Uint8Array,
    })
    .addOutput({ address: key.address, value: 999_000n })
  viaNested.signAllInputs(bitcoinDevSigner(key)).finalizeAllInputs()
  const nestedTx = await post(chain.url, '/tx', viaNested.extractTransaction().toHex())
  expect(nestedTx.status).toBe(200)
  expect((await get(chain.url, `/tx/${nestedTx.body}`)).body.vin[0]).toMatchObject({
    prevout: { scriptpubkey_type: 'p2sh', scriptpubkey_address: nested.address },
    inner_redeemscript_asm: expect.stringMatching(/^OP_0 OP_PUSHBYTES_20 /),
  })

  const viaLegacy = new Psbt({ network })
    .addInput({
      hash: funding,
      index: 1,
      nonWitnessUtxo: Buffer.from((await get(chain.url, `/tx/${funding}/hex`)).body, 'hex'),
    })
    .addOutput({ address: key.address, value: 998_000n })
  viaLegacy.signAllInputs(bitcoinDevSigner(key)).finalizeAllInputs()
  const legacyHex = viaLegacy.extractTransaction().toHex()
  const bytes = Buffer.from(legacyHex, 'hex')
  // version 4, input count 1, outpoint 36, script length 1, push 1: the DER signature starts at 43.
  bytes[43 + 40] = (bytes[43 + 40] as number) ^ 1
  const refused = await post(chain.url, '/tx', bytes.toString('hex'))
  expect(refused.status).toBe(400)
  expect(refused.body).toContain('mandatory-script-verify-flag-failed')
  expect(await post(chain.url, '/tx', legacyHex)).toMatchObject({ status: 200 })
})

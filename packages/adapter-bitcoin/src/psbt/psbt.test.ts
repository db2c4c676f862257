import { describe, expect, it } from 'vitest'
import { createPsbt, RBF_SEQUENCE } from '../runtime/bitcoinRuntime'
import { DUST_LIMIT } from './scriptType'
import { InsufficientFundsError, selectCoins } from './selectCoins'
import { estimateVsize } from './vsize'

const hex = (text: string) =>
  Uint8Array.from(text.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
const utxo = (value: number, vout = 0, confirmed = true) => ({
  txid: 'ab'.repeat(32),
  vout,
  value,
  status: { confirmed },
})

describe('PSBT creation (BIP-174 test vectors)', () => {
  // BIP-174 "Creator": two inputs, two P2WPKH outputs of 1.49990000 and 1.00000000 BTC.
  const CREATOR =
    'cHNidP8BAJoCAAAAAljoeiG1ba8MI76OcHBFbDNvfLqlyHV5JPVFiHuyq911AAAAAAD/////g40EJ9DsZQpoqka7CwmK6kQiwHGyyng1Kgd5WdB86h0BAAAAAP////8CcKrwCAAAAAAWABTYXCtx0AYLCcmIauuBXlCZHdoSTQDh9QUAAAAAFgAUAK6pouXw+HaliN9VRuh0LR2HAI8AAAAAAAAAAAA='
  const inputs = [
    { txid: '75ddabb27b8845f5247975c8a5ba7c6f336c4570708ebe230caf6db5217ae858', vout: 0 },
    { txid: '1dea7cd05979072a3578cab271c02244ea8a090bbb46aa680a65ecd027048d83', vout: 1 },
  ].map((input) => ({ ...input, value: 0n, script: new Uint8Array() }))
  const outputs = [
    { script: hex('0014d85c2b71d0060b09c9886aeb815e50991dda124d'), value: 149_990_000n },
    { script: hex('001400aea9a2e5f0f876a588df5546e8742d1d87008f'), value: 100_000_000n },
  ]

  it("reproduces the creator's PSBT byte for byte (final sequence, no UTXO data)", () => {
    expect(createPsbt({ inputs, outputs, sequence: 0xffffffff, witnessUtxo: false })).toBe(CREATOR)
  })

  it('signals RBF by default: every input has nSequence 0xfffffffd (BIP-125)', () => {
    expect(RBF_SEQUENCE).toBe(0xfffffffd)
    const psbt = createPsbt({ inputs, outputs, witnessUtxo: false })
    const bytes = Uint8Array.from(atob(psbt), (c) => c.charCodeAt(0))
    // Each input's sequence follows its outpoint and empty scriptSig: fdffffff, twice.
    expect(
      Buffer.from(bytes)
        .toString('hex')
        .match(/00fdffffff/g),
    ).toHaveLength(2)
  })
})

describe('virtual size (BIP-141 weight / 4)', () => {
  it('sizes the common shapes as wallets publish them', () => {
    // 1 P2WPKH in, P2WPKH receiver and change: 10.5 + 68 + 31 + 31 = 140.5 -> 141 vB.
    expect(estimateVsize(['p2wpkh'], ['p2wpkh', 'p2wpkh'])).toBe(141)
    // 1 P2TR key-path in, two P2TR outputs: 10.5 + 57.5 + 43 + 43 = 154 vB.
    expect(estimateVsize(['p2tr'], ['p2tr', 'p2tr'])).toBe(154)
    // Legacy 1 in 2 out P2PKH: 10 + 148 + 34 + 34 = 226 bytes.
    expect(estimateVsize(['p2pkh'], ['p2pkh', 'p2pkh'])).toBe(226)
    // 2 P2SH-P2WPKH in, one P2SH out: 10.5 + 2 x 91 + 32 = 224.5 -> 225 vB.
    expect(estimateVsize(['p2sh', 'p2sh'], ['p2sh'])).toBe(225)
  })
})

describe('coin selection', () => {
  const base = { inputType: 'p2wpkh', receiverType: 'p2wpkh', changeType: 'p2wpkh' } as const

  it('pays amount + vsize x rate and returns the rest as change', () => {
    const plan = selectCoins({ ...base, utxos: [utxo(100_000)], amount: 30_000n, feeRate: 2n })
    expect(plan.vsize).toBe(141)
    expect(plan.fee).toBe(282n)
    expect(plan.change).toBe(100_000n - 30_000n - 282n)
  })

  it('takes confirmed coins first, largest first, and only as many as needed', () => {
    const utxos = [utxo(5_000, 0), utxo(90_000, 1, false), utxo(60_000, 2), utxo(50_000, 3)]
    const plan = selectCoins({ ...base, utxos, amount: 100_000n, feeRate: 1n })
    expect(plan.inputs.map((u) => u.vout)).toEqual([2, 3])
    // 2 inputs, 2 outputs: 10.5 + 2 x 68 + 62 = 208.5 -> 209 vB.
    expect(plan.fee).toBe(209n)
    expect(plan.change).toBe(110_000n - 100_000n - 209n)
  })

  it('folds change below the dust limit into the fee (no change output)', () => {
    // Without change: 10.5 + 68 + 31 = 109.5 -> 110 vB; 10 000 - 9 600 = 400 left.
    const plan = selectCoins({ ...base, utxos: [utxo(10_000)], amount: 9_600n, feeRate: 1n })
    expect(DUST_LIMIT.p2wpkh).toBe(294n)
    expect(plan.change).toBe(0n)
    expect(plan.vsize).toBe(110)
    expect(plan.fee).toBe(400n)
  })

  it('keeps change exactly at the dust limit', () => {
    const plan = selectCoins({
      ...base,
      utxos: [utxo(10_000)],
      amount: 10_000n - 141n - 294n,
      feeRate: 1n,
    })
    expect(plan.change).toBe(294n)
    expect(plan.fee).toBe(141n)
  })

  it('refuses an amount the coins cannot pay with its fee', () => {
    expect(() =>
      selectCoins({ ...base, utxos: [utxo(10_000), utxo(1_000)], amount: 10_900n, feeRate: 1n }),
    ).toThrow(InsufficientFundsError)
    expect(() => selectCoins({ ...base, utxos: [], amount: 1n, feeRate: 1n })).toThrow(
      InsufficientFundsError,
    )
  })
})

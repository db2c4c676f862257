import type { WalletAccount } from '@wallet-standard/base'
import { networks, Psbt, payments } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { createBitcoinDevWallet } from '../src/bitcoin'

// Two development keys (any 32 bytes below the curve order do).
const PAYMENT = '11'.repeat(32)
const ORDINALS = '22'.repeat(32)

type Features = Record<string, Record<string, (...args: never[]) => Promise<unknown>>>

function wallet(mode: 'auto-approve' | 'manual' = 'auto-approve') {
  const dev = createBitcoinDevWallet({ accounts: [{ payment: PAYMENT, ordinals: ORDINALS }], mode })
  const features = dev.wallet.features as unknown as Features
  const call = <T>(feature: string, method: string, ...args: unknown[]) => {
    const run = features[feature]?.[method] as ((...a: unknown[]) => Promise<T>) | undefined
    if (!run) throw new Error(`no ${feature}`)
    return run(...args)
  }
  return { dev, call }
}

/** A PSBT spending one 1 BTC output of `script` to a fixed receiver. */
function psbtSpending(script: Uint8Array): Uint8Array {
  const receiver = payments.p2wpkh({ hash: new Uint8Array(20).fill(9), network: networks.regtest })
  return new Psbt({ network: networks.regtest })
    .addInput({ hash: 'aa'.repeat(32), index: 0, witnessUtxo: { script, value: 100_000_000n } })
    .addOutput({ script: receiver.output as Uint8Array, value: 99_990_000n })
    .toBuffer()
}

describe('the Bitcoin dev wallet (Wallet Standard bitcoin features)', () => {
  it('answers bitcoin:connect with the payment then the ordinals address of the regtest chain', async () => {
    const { dev, call } = wallet()
    const { accounts } = await call<{ accounts: WalletAccount[] }>('bitcoin:connect', 'connect', {
      purposes: ['payment', 'ordinals'],
    })
    expect(accounts.map((a) => a.address.slice(0, 6))).toEqual(['bcrt1q', 'bcrt1p'])
    expect(accounts.map((a) => a.address)).toEqual([
      dev.addresses[0]?.payment,
      dev.addresses[0]?.ordinals,
    ])
    expect(accounts[0]?.chains).toEqual(['bitcoin:regtest'])
  })

  it('signs only inputs that spend its own outputs, and only for its chain', async () => {
    const { call } = wallet()
    const { accounts } = await call<{ accounts: WalletAccount[] }>('bitcoin:connect', 'connect', {
      purposes: ['payment'],
    })
    const account = accounts[0] as WalletAccount
    const own = payments.p2wpkh({ address: account.address, network: networks.regtest })
    const sign = (psbt: Uint8Array, chain = 'bitcoin:regtest') =>
      call<{ signedPsbt: Uint8Array }[]>('bitcoin:signTransaction', 'signTransaction', {
        psbt,
        chain,
        inputsToSign: [{ account, signingIndexes: [0] }],
      })
    const [signed] = await sign(psbtSpending(own.output as Uint8Array))
    expect(
      Psbt.fromBuffer(signed?.signedPsbt as Uint8Array).validateSignaturesOfInput(0, () => true),
    ).toBe(true)
    const other = payments.p2wpkh({ hash: new Uint8Array(20).fill(1), network: networks.regtest })
    await expect(sign(psbtSpending(other.output as Uint8Array))).rejects.toThrow('does not spend')
    await expect(
      sign(psbtSpending(own.output as Uint8Array), 'bitcoin:mainnet'),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('asks before it connects; a rejection is 4001 and grants nothing', async () => {
    const { dev, call } = wallet('manual')
    const connecting = call('bitcoin:connect', 'connect', { purposes: ['payment'] })
    const request = await dev.approvals.nextPending()
    expect(request).toMatchObject({ kind: 'connect', chain: 'bitcoin:regtest' })
    dev.approvals.reject(request.id)
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(dev.connected).toBe(false)
    expect(dev.wallet.accounts).toEqual([])
  })
})

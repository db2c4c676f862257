import { Psbt, payments, Transaction } from 'bitcoinjs-lib'
import { type BitcoinDevKey, bitcoinDevSigner, LOCAL_BITCOIN_NETWORK } from '../src/index'

/** GET an Esplora path: JSON when the answer is JSON, text otherwise. */
// biome-ignore lint/suspicious/noExplicitAny: Esplora's JSON, read by the tests' expectations
export async function get(url: string, path: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${url}${path}`)
  const text = await response.text()
  const json = response.headers.get('content-type')?.includes('json')
  return { status: response.status, body: json ? JSON.parse(text) : text }
}

export async function post(
  url: string,
  path: string,
  body: string,
): Promise<{ status: number; body: string }> {
  const response = await fetch(`${url}${path}`, { method: 'POST', body })
  return { status: response.status, body: await response.text() }
}

export interface Utxo {
  txid: string
  vout: number
  value: number
}

/**
 * A signed transaction spending `utxos` of a development key to `outputs`, with the change
 * (inputs less outputs less `fee`) back to the key when above zero.
 */
export function spend(
  key: BitcoinDevKey,
  utxos: Utxo[],
  outputs: { address: string; value: bigint }[],
  fee: bigint,
): string {
  const script = payments[key.type]({ address: key.address, network: LOCAL_BITCOIN_NETWORK })
    .output as Uint8Array
  const psbt = new Psbt({ network: LOCAL_BITCOIN_NETWORK })
  for (const u of utxos) {
    psbt.addInput({
      hash: u.txid,
      index: u.vout,
      sequence: 0xfffffffd,
      witnessUtxo: { script, value: BigInt(u.value) },
      ...(key.type === 'p2tr' ? { tapInternalKey: Buffer.from(key.xOnlyPublicKey, 'hex') } : {}),
    })
  }
  for (const o of outputs) psbt.addOutput(o)
  const change =
    utxos.reduce((s, u) => s + BigInt(u.value), 0n) -
    outputs.reduce((s, o) => s + o.value, 0n) -
    fee
  if (change > 0n) psbt.addOutput({ address: key.address, value: change })
  psbt.signAllInputs(bitcoinDevSigner(key))
  psbt.finalizeAllInputs()
  return psbt.extractTransaction(true).toHex() // no fee check: tests build bad transactions too
}

/** Flips one bit inside the first input's signature (its first witness item), keeping the encoding valid. */
export function tamperSignature(hex: string): string {
  const tx = Transaction.fromHex(hex)
  const witness = tx.ins[0]?.witness[0] as Uint8Array
  // The last 32 bytes of a DER or Schnorr signature are (part of) s: any change breaks it.
  witness[witness.length - 10] = (witness[witness.length - 10] as number) ^ 1
  return tx.toHex()
}

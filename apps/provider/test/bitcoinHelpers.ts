import { randomBytes } from 'node:crypto'
import {
  BITCOIN_DEV_KEYS,
  type BitcoinDevKey,
  bitcoinDevSigner,
  LOCAL_BITCOIN_NETWORK,
  type LocalBitcoin,
} from '@latchkey/local-bitcoin'
import { Psbt, payments } from 'bitcoinjs-lib'

/** A new regtest P2WPKH address nobody has used (its key is thrown away). */
export const freshBitcoinAddress = () =>
  payments.p2wpkh({ hash: randomBytes(20), network: LOCAL_BITCOIN_NETWORK }).address as string

export const devKey = (i: number) => BITCOIN_DEV_KEYS[i] as BitcoinDevKey

/** Sends `sats` from a development key to `to` (change back to the key, 500 sats fee); answers the txid. */
export async function sendBtc(
  chain: LocalBitcoin,
  key: BitcoinDevKey,
  to: string,
  sats: bigint,
  via = chain.url,
) {
  const utxos: { txid: string; vout: number; value: number }[] = await (
    await fetch(`${chain.url}/address/${key.address}/utxo`)
  ).json()
  const coin = utxos.sort((a, b) => b.value - a.value)[0]
  if (!coin) throw new Error(`${key.address} has no coins`)
  const script = payments[key.type]({ address: key.address, network: LOCAL_BITCOIN_NETWORK })
    .output as Uint8Array
  const psbt = new Psbt({ network: LOCAL_BITCOIN_NETWORK })
    .addInput({
      hash: coin.txid,
      index: coin.vout,
      witnessUtxo: { script, value: BigInt(coin.value) },
      ...(key.type === 'p2tr' ? { tapInternalKey: Buffer.from(key.xOnlyPublicKey, 'hex') } : {}),
    })
    .addOutput({ address: to, value: sats })
    .addOutput({ address: key.address, value: BigInt(coin.value) - sats - 500n })
  psbt.signAllInputs(bitcoinDevSigner(key)).finalizeAllInputs()
  const hex = psbt.extractTransaction().toHex()
  const response = await fetch(`${via}/tx`, { method: 'POST', body: hex })
  const text = await response.text()
  if (!response.ok) throw new Error(`broadcast refused: ${text}`)
  return { txid: text, hex }
}

import type { Transaction } from 'bitcoinjs-lib'
import type { LocalBitcoinChain } from '../LocalBitcoinChain'
import type { ChainTx, TxOutput } from '../types'
import { scriptAddress, scriptAsm, scriptType } from './scriptAsm'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/** Esplora's transaction `status`. */
export function txStatus(chainTx: ChainTx) {
  const { block } = chainTx
  return block
    ? {
        confirmed: true,
        block_height: block.height,
        block_hash: block.hash,
        block_time: block.time,
      }
    : { confirmed: false }
}

/** An output in Esplora's shape (`scriptpubkey_address` only when the script has an address). */
export function outputJson(output: TxOutput) {
  const address = scriptAddress(output.script)
  return {
    scriptpubkey: hex(output.script),
    scriptpubkey_asm: scriptAsm(output.script),
    scriptpubkey_type: scriptType(output.script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(output.value),
  }
}

/** GET /tx/:txid: Esplora's transaction JSON, each input with the output it spends. */
export function txJson(chainTx: ChainTx) {
  const { tx } = chainTx
  const coinbase = tx.isCoinbase()
  return {
    txid: chainTx.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, i) => {
      const prevout = chainTx.prevouts[i]
      return {
        txid: hex(Buffer.from(input.hash).reverse()),
        vout: input.index,
        prevout: coinbase || !prevout ? null : outputJson(prevout),
        scriptsig: hex(input.script),
        scriptsig_asm: scriptAsm(input.script),
        ...(input.witness.length > 0 ? { witness: input.witness.map(hex) } : {}),
        ...innerScripts(tx, i, prevout),
        is_coinbase: coinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outs.map((o) => outputJson(o)),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: Number(chainTx.fee),
    status: txStatus(chainTx),
  }
}

// P2SH inputs show their redeem script, P2WSH (and P2SH-P2WSH) inputs their witness script.
function innerScripts(tx: Transaction, i: number, prevout: TxOutput | undefined) {
  const input = tx.ins[i]
  if (!input || !prevout) return {}
  const type = scriptType(prevout.script)
  const pushes = pushedData(input.script)
  const redeem = type === 'p2sh' ? pushes[pushes.length - 1] : undefined
  const witnessScript =
    type === 'v0_p2wsh' || (redeem && redeem.length === 34 && redeem[0] === 0)
      ? input.witness[input.witness.length - 1]
      : undefined
  return {
    ...(redeem ? { inner_redeemscript_asm: scriptAsm(redeem) } : {}),
    ...(witnessScript ? { inner_witnessscript_asm: scriptAsm(witnessScript) } : {}),
  }
}

function pushedData(script: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = []
  let i = 0
  while (i < script.length) {
    const op = script[i++] as number
    let size = 0
    if (op >= 0x01 && op <= 0x4b) size = op
    else if (op === 0x4c) size = script[i++] ?? 0
    else if (op === 0x4d) {
      size = (script[i] ?? 0) | ((script[i + 1] ?? 0) << 8)
      i += 2
    } else continue
    out.push(script.subarray(i, i + size))
    i += size
  }
  return out
}

/** Esplora's block JSON. */
export function blockJson(chain: LocalBitcoinChain, height: number) {
  const stored = chain.blocks[height]
  if (!stored) return undefined
  const { block } = stored
  return {
    id: stored.hash,
    height,
    version: block.version,
    timestamp: block.timestamp,
    tx_count: block.transactions?.length ?? 0,
    size: block.byteLength(),
    weight: block.weight(),
    merkle_root: hex(Buffer.from(block.merkleRoot as Uint8Array).reverse()),
    previousblockhash: height > 0 ? chain.blocks[height - 1]?.hash : undefined,
    mediantime: medianTime(chain, height),
    nonce: block.nonce,
    bits: block.bits,
    difficulty: 0.00000000046565423739069247, // regtest's powLimit difficulty
  }
}

function medianTime(chain: LocalBitcoinChain, height: number): number {
  const times = chain.blocks.slice(Math.max(0, height - 10), height + 1).map((b) => b.time)
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number
}

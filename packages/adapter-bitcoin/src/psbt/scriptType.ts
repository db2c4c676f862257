/** The output script kinds the adapter spends from or pays to. */
export type ScriptType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

/** Recognises a standard output script by its bytes (BIP-141/341 witness programs, legacy forms). */
export function scriptTypeOf(script: Uint8Array): ScriptType | undefined {
  const [a, b, c] = script
  const n = script.length
  if (n === 25 && a === 0x76 && b === 0xa9 && c === 0x14 && script[23] === 0x88)
    return script[24] === 0xac ? 'p2pkh' : undefined
  if (n === 23 && a === 0xa9 && b === 0x14 && script[22] === 0x87) return 'p2sh'
  if (n === 22 && a === 0x00 && b === 0x14) return 'p2wpkh'
  if (n === 34 && a === 0x00 && b === 0x20) return 'p2wsh'
  if (n === 34 && a === 0x51 && b === 0x20) return 'p2tr'
  return undefined
}

/**
 * Bitcoin Core's dust thresholds at its default dust relay fee (3 sat/vB): an output worth less
 * is not relayed.
 */
export const DUST_LIMIT: Readonly<Record<ScriptType, bigint>> = Object.freeze({
  p2pkh: 546n,
  p2sh: 540n,
  p2wpkh: 294n,
  p2wsh: 330n,
  p2tr: 330n,
})

/**
 * The script kind an address pays to, read from its spelling alone (no checksum check): enough
 * to size a fee estimate before bitcoinjs-lib is loaded.
 */
export function addressTypeOf(address: string): ScriptType | undefined {
  const lower = address.toLowerCase()
  const segwit = /^(bc|tb|bcrt)1([qp])[02-9ac-hj-np-z]+$/.exec(lower)
  if (segwit) {
    if (segwit[2] === 'p') return 'p2tr'
    return lower.length - (segwit[1] as string).length - 1 > 50 ? 'p2wsh' : 'p2wpkh'
  }
  if (/^[23]/.test(address)) return 'p2sh'
  if (/^[1mn]/.test(address)) return 'p2pkh'
  return undefined
}

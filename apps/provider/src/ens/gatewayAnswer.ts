import {
  concat,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  type Hex,
  hexToBytes,
  keccak256,
  namehash,
  parseAbi,
  toHex,
  zeroAddress,
} from 'viem'
import { sign } from 'viem/accounts'
import { badRequest } from '../http/ApiError'
import type { NameRecord } from '../names/NameDirectory'

const resolveAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])
const recordAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
])
const COIN_TYPE_ETH = 60n

export interface GatewayLookup {
  /** The offchain resolver that raised the lookup (its address is part of what is signed). */
  sender: Hex
  /** resolve(bytes name, bytes data), as the resolver put it in OffchainLookup. */
  data: Hex
}

/** DNS wire format to a dotted name; undefined for a malformed or non-printable one. */
export function dnsDecode(bytes: Uint8Array): string | undefined {
  const labels: string[] = []
  let at = 0
  while (at < bytes.length) {
    const length = bytes[at]!
    if (length === 0) return at === bytes.length - 1 && labels.length ? labels.join('.') : undefined
    const label = new TextDecoder('utf-8', { fatal: false }).decode(
      bytes.subarray(at + 1, at + 1 + length),
    )
    if (at + 1 + length >= bytes.length || !/^[\x21-\x7e]+$/.test(label) || label.includes('.'))
      return undefined
    labels.push(label)
    at += 1 + length
  }
  return undefined
}

/**
 * The signed answer (EIP-3668 gateway) to a lookup of a name of `zone`: abi.encode(bytes result,
 * uint64 expires, bytes signature), signed with `key` over
 * keccak256(0x1900 ‖ sender ‖ expires ‖ keccak256(data) ‖ keccak256(result)), which
 * EnsOffchainResolver checks. Answers addr (coin type 60) and text records; refuses anything else.
 */
export async function gatewayAnswer(
  lookup: GatewayLookup,
  zone: string,
  find: (name: string) => Promise<NameRecord | undefined>,
  key: Hex,
  ttlSeconds: number,
  now: number = Date.now(),
): Promise<Hex> {
  let dnsName: Hex
  let inner: Hex
  try {
    const call = decodeFunctionData({ abi: resolveAbi, data: lookup.data })
    ;[dnsName, inner] = call.args
  } catch {
    throw badRequest('Invalid body: data is not resolve(bytes,bytes)')
  }
  const name = dnsDecode(hexToBytes(dnsName))?.toLowerCase()
  if (!name?.endsWith(`.${zone}`) || name.slice(0, -zone.length - 1).includes('.'))
    throw badRequest(`Invalid name: this gateway answers <label>.${zone}`)
  let record: ReturnType<typeof decodeFunctionData<typeof recordAbi>>
  try {
    record = decodeFunctionData({ abi: recordAbi, data: inner })
  } catch {
    throw badRequest('Invalid body: the gateway answers addr and text records')
  }
  if (record.args[0] !== namehash(name)) throw badRequest('Invalid body: node is not the name')
  const held = await find(name)
  const address = held?.addresses[String(COIN_TYPE_ETH)]?.address as Hex | undefined
  let result: Hex
  if (record.functionName === 'text') {
    const value = held?.attributes[0]?.[record.args[1] as string] ?? ''
    result = encodeFunctionResult({ abi: recordAbi, functionName: 'text', result: value })
  } else if (record.args.length === 1) {
    result = encodeFunctionResult({
      abi: recordAbi,
      functionName: 'addr',
      args: [record.args[0]],
      result: address ?? zeroAddress,
    } as never)
  } else {
    const value = record.args[1] === COIN_TYPE_ETH && address ? address : '0x'
    result = encodeAbiParameters([{ type: 'bytes' }], [value as Hex])
  }
  const expires = BigInt(Math.floor(now / 1000) + ttlSeconds)
  const hash = keccak256(
    concat([
      '0x1900',
      lookup.sender,
      toHex(expires, { size: 8 }),
      keccak256(lookup.data),
      keccak256(result),
    ]),
  )
  const signature = await sign({ hash, privateKey: key, to: 'hex' })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, expires, signature],
  )
}

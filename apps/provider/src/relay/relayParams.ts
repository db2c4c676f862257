import { RelayRpcError, RPC_ERRORS } from './jsonRpc'

/** A topic as the WalletConnect clients derive it: a SHA-256 hash in hex. */
const TOPIC = /^[0-9a-f]{64}$/
const MAX_BATCH = 500

export interface PublishParams {
  topic: string
  message: string
  ttl: number
  tag: number
  prompt?: boolean
  attestation?: string
}

export interface ParamLimits {
  maxMessageBytes: number
  maxTtlSeconds: number
}

function fail(message: string): never {
  throw new RelayRpcError(RPC_ERRORS.INVALID_PARAMS, message)
}

function record(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    fail('params must be an object')
  return params as Record<string, unknown>
}

export function readTopic(value: unknown, name = 'topic'): string {
  if (typeof value !== 'string' || !TOPIC.test(value)) fail(`${name} must be 64 hex characters`)
  return value
}

function readList(value: unknown, name: string): unknown[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BATCH)
    fail(`${name} must be a list of 1 to ${MAX_BATCH} entries`)
  return value
}

function readMessage(value: unknown, limits: ParamLimits, name = 'message'): string {
  if (typeof value !== 'string' || value.length === 0) fail(`${name} must be a non-empty string`)
  if (Buffer.byteLength(value) > limits.maxMessageBytes)
    throw new RelayRpcError(
      RPC_ERRORS.PAYLOAD_TOO_LARGE,
      `${name} is larger than ${limits.maxMessageBytes} bytes`,
    )
  return value
}

function readTtl(value: unknown, limits: ParamLimits, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    fail('ttl must be a positive whole number of seconds')
  return Math.min(value, limits.maxTtlSeconds)
}

function readTag(value: unknown, fallback = 0): number {
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) fail('tag must be >= 0')
  return value
}

function readOptionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || value.length > 8192) fail(`${name} must be a short string`)
  return value
}

/** Fields common to publish-like calls: prompt and the dapp's attestation pass through. */
function extras(p: Record<string, unknown>): Pick<PublishParams, 'prompt' | 'attestation'> {
  const attestation = readOptionalString(p.attestation, 'attestation')
  return {
    ...(typeof p.prompt === 'boolean' ? { prompt: p.prompt } : {}),
    ...(attestation !== undefined ? { attestation } : {}),
  }
}

export function readPublish(params: unknown, limits: ParamLimits): PublishParams {
  const p = record(params)
  return {
    topic: readTopic(p.topic),
    message: readMessage(p.message, limits),
    ttl: readTtl(p.ttl, limits),
    tag: readTag(p.tag),
    ...extras(p),
  }
}

export function readBatchPublish(params: unknown, limits: ParamLimits): PublishParams[] {
  return readList(record(params).messages, 'messages').map((entry) => readPublish(entry, limits))
}

export function readSubscribe(params: unknown): string {
  return readTopic(record(params).topic)
}

export function readTopics(params: unknown): string[] {
  return readList(record(params).topics, 'topics').map((topic) => readTopic(topic))
}

export function readUnsubscribe(params: unknown): string {
  const p = record(params)
  if (p.id !== undefined && typeof p.id !== 'string') fail('id must be a string')
  return readTopic(p.topic)
}

export function readBatchUnsubscribe(params: unknown): string[] {
  return readList(record(params).subscriptions, 'subscriptions').map((entry) =>
    readUnsubscribe(entry),
  )
}

/** Tags the sign client gives these steps when it publishes them itself. */
export const SESSION_TAGS = {
  PROPOSE: 1100,
  PROPOSE_RESPONSE: 1101,
  SETTLE: 1102,
} as const
const DEFAULT_PROPOSAL_TTL = 300

/** wc_proposeSession: the dapp's encrypted proposal for the pairing topic. */
export function readProposeSession(params: unknown, limits: ParamLimits): PublishParams {
  const p = record(params)
  return {
    topic: readTopic(p.pairingTopic, 'pairingTopic'),
    message: readMessage(p.sessionProposal, limits, 'sessionProposal'),
    ttl: readTtl(p.ttl, limits, DEFAULT_PROPOSAL_TTL),
    tag: readTag(p.tag, SESSION_TAGS.PROPOSE),
    ...extras(p),
  }
}

/** wc_approveSession: the wallet's answer on the pairing topic and its settlement on the new one. */
export function readApproveSession(
  params: unknown,
  limits: ParamLimits,
): { response: PublishParams; settlement: PublishParams } {
  const p = record(params)
  const ttl = readTtl(p.ttl, limits, DEFAULT_PROPOSAL_TTL)
  return {
    response: {
      topic: readTopic(p.pairingTopic, 'pairingTopic'),
      message: readMessage(p.sessionProposalResponse, limits, 'sessionProposalResponse'),
      ttl,
      tag: SESSION_TAGS.PROPOSE_RESPONSE,
      ...extras(p),
    },
    settlement: {
      topic: readTopic(p.sessionTopic, 'sessionTopic'),
      message: readMessage(p.sessionSettlementRequest, limits, 'sessionSettlementRequest'),
      ttl,
      tag: SESSION_TAGS.SETTLE,
    },
  }
}

import { type Address, formatUnits, type PublicClient } from 'viem'
import { aggregatorV3Abi } from './aggregatorV3Abi'

/** A feed round the provider refuses, and why. */
export type RejectedRound = 'stale' | 'non-positive' | 'incomplete'

/** The feed's USD price, or why its latest round is not used. */
export type FeedReading = { price: number } | { rejected: RejectedRound }

/** A round's fields as `latestRoundData` returns them. */
export interface FeedRound {
  roundId: bigint
  answer: bigint
  startedAt: bigint
  updatedAt: bigint
  answeredInRound: bigint
}

/**
 * Whether a round can price a token: a positive answer of a complete round (started, updated,
 * answered in this round or later) updated at most `maxAgeSeconds` before `nowMs`.
 */
export function checkRound(
  round: FeedRound,
  maxAgeSeconds: number,
  nowMs: number,
): RejectedRound | undefined {
  if (round.startedAt === 0n || round.updatedAt === 0n || round.answeredInRound < round.roundId)
    return 'incomplete'
  if (round.answer <= 0n) return 'non-positive'
  const nowSeconds = BigInt(Math.floor(nowMs / 1000))
  if (nowSeconds - round.updatedAt > BigInt(maxAgeSeconds)) return 'stale'
  return undefined
}

/** Reads a Chainlink AggregatorV3Interface feed (`latestRoundData`, `decimals`); a node failure throws. */
export async function readFeedPrice(
  client: PublicClient,
  feed: Address,
  maxAgeSeconds: number,
  nowMs: number,
): Promise<FeedReading> {
  const [decimals, [roundId, answer, startedAt, updatedAt, answeredInRound]] = await Promise.all([
    client.readContract({ address: feed, abi: aggregatorV3Abi, functionName: 'decimals' }),
    client.readContract({ address: feed, abi: aggregatorV3Abi, functionName: 'latestRoundData' }),
  ])
  const rejected = checkRound(
    { roundId, answer, startedAt, updatedAt, answeredInRound },
    maxAgeSeconds,
    nowMs,
  )
  if (rejected) return { rejected }
  return { price: Number(formatUnits(answer, decimals)) }
}

import { parseAbi } from 'viem'

/** What the provider reads of Chainlink's AggregatorV3Interface (test/prices.test.ts checks it against Chainlink's ABI). */
export const aggregatorV3Abi = parseAbi([
  'function decimals() view returns (uint8)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
])

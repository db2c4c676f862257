import { latchkeyError } from '../errors/catalogue'

const EVM_COIN_TYPE_FLAG = 0x80000000

/**
 * ENSIP-11 coin type of an EVM chain: the chain id with the high bit set.
 * Chain ids must be integers in [0, 0x80000000); otherwise 'Invalid chainId'.
 */
export function convertEvmChainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= EVM_COIN_TYPE_FLAG)
    throw latchkeyError('INVALID_CHAIN_ID')
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}

import { createPublicClient, type Hex, http, isAddressEqual, parseAbi } from 'viem'

// The two reads of a Farcaster IdRegistry this server needs (packages/local-chain deploys one).
const ID_REGISTRY_ABI = parseAbi(['function custodyOf(uint256 fid) view returns (address)'])
const ZERO = '0x0000000000000000000000000000000000000000'

export interface CustodyCheck {
  fid: number
  address: `0x${string}`
  message: string
  signature: Hex
}

/** Why a signed message was refused: the FID has no custody, or another key signed it. */
export type CustodyVerdict = 'ok' | 'NO_SUCH_FID' | 'NOT_CUSTODY' | 'BAD_SIGNATURE'

/**
 * Checks a SIWF signature against the FID's custody address in the IdRegistry at `registry`
 * on the chain at `rpcUrl` (EOA signatures, and ERC-1271 for a contract custody account).
 */
export function custodyVerifier(rpcUrl: string, registry: `0x${string}`) {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1 }) })
  return async (check: CustodyCheck): Promise<CustodyVerdict> => {
    const custody = await client.readContract({
      address: registry,
      abi: ID_REGISTRY_ABI,
      functionName: 'custodyOf',
      args: [BigInt(check.fid)],
    })
    if (isAddressEqual(custody, ZERO)) return 'NO_SUCH_FID'
    if (!isAddressEqual(custody, check.address)) return 'NOT_CUSTODY'
    const valid = await client
      .verifyMessage({ address: custody, message: check.message, signature: check.signature })
      .catch(() => false)
    return valid ? 'ok' : 'BAD_SIGNATURE'
  }
}

export type CustodyVerifier = ReturnType<typeof custodyVerifier>

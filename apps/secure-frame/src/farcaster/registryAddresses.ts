import { createPublicClient, http, parseAbi } from 'viem'

const ABI = parseAbi(['function custodyOf(uint256 fid) view returns (address)'])

/**
 * A relay's addresses of a FID read from an IdRegistry's custodyOf (the public relay asks a
 * hub, which also knows verified addresses; a local registry has none).
 */
export function registryAddresses(rpcUrl: string, idRegistry: `0x${string}`) {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1 }) })
  return async (fid: number) => ({
    custody: await client.readContract({
      address: idRegistry,
      abi: ABI,
      functionName: 'custodyOf',
      args: [BigInt(fid)],
    }),
    verifications: [] as `0x${string}`[],
  })
}

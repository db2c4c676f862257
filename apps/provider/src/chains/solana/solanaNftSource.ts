import type { NftSource } from '../ServedChain'
import { metadataAddress, readMetaplexMetadata, TOKEN_METADATA_PROGRAM } from './metaplexMetadata'
import type { SolanaRpc } from './solanaRpc'

interface AccountAnswer {
  value: { data: [string, string]; owner: string } | null
}

/** The Metaplex metadata of each mint (undefined where there is none), in one call. */
export async function readMetadataAccounts(rpc: SolanaRpc, mints: readonly string[]) {
  if (mints.length === 0) return []
  const answer = await rpc<{ value: AccountAnswer['value'][] }>('getMultipleAccounts', [
    mints.map(metadataAddress),
    { encoding: 'base64', commitment: 'finalized' },
  ])
  return answer.value.map((account, i) => {
    if (!account || account.owner !== TOKEN_METADATA_PROGRAM) return undefined
    const metadata = readMetaplexMetadata(Buffer.from(account.data[0], 'base64'))
    // The account must be the one of this mint.
    return metadata?.mint === mints[i] ? metadata : undefined
  })
}

/** Solana NFTs: the token URI and collection name from Metaplex metadata accounts. */
export function solanaNftSource(rpc: SolanaRpc): NftSource {
  return {
    async tokenUri(mint) {
      const [metadata] = await readMetadataAccounts(rpc, [mint])
      return metadata?.uri || undefined
    },
    async collectionName(mint) {
      const [metadata] = await readMetadataAccounts(rpc, [mint])
      if (!metadata?.collection) return undefined
      const [collection] = await readMetadataAccounts(rpc, [metadata.collection])
      return collection?.name || undefined
    },
  }
}

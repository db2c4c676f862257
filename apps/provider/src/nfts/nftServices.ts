import type { Services } from '../server/Services'
import { NftImageReader } from './NftImageReader'
import { NftMetadataReader } from './NftMetadataReader'

export interface NftServices {
  metadata: NftMetadataReader
  images: NftImageReader
}

const built = new WeakMap<Services, NftServices>()

/** The app's NFT metadata and image readers, made on first use and shared by its routes. */
export function nftServices(services: Services): NftServices {
  let nfts = built.get(services)
  if (!nfts) {
    nfts = {
      metadata: new NftMetadataReader(services.db, services.config.nfts, services.logger),
      images: new NftImageReader(services.config.nfts),
    }
    built.set(services, nfts)
  }
  return nfts
}

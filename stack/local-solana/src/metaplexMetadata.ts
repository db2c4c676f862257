import { PublicKey } from '@solana/web3.js'

/** Metaplex Token Metadata's program id (mpl-token-metadata). */
export const TOKEN_METADATA_PROGRAM_ID = new PublicKey(
  'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s',
)

// mpl-token-metadata: Key::MetadataV1, the puffed string lengths, and MAX_METADATA_LEN.
const KEY_METADATA_V1 = 4
const MAX_NAME_LENGTH = 32
const MAX_SYMBOL_LENGTH = 10
const MAX_URI_LENGTH = 200
export const MAX_METADATA_LEN = 679

/** The metadata account of a mint: the PDA of ['metadata', program id, mint]. */
export function metadataAddress(mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [Buffer.from('metadata'), TOKEN_METADATA_PROGRAM_ID.toBuffer(), mint.toBuffer()],
    TOKEN_METADATA_PROGRAM_ID,
  )[0]
}

export interface MetadataFields {
  updateAuthority: PublicKey
  mint: PublicKey
  name: string
  symbol: string
  uri: string
  sellerFeeBasisPoints?: number
  /** A verified collection: the collection NFT's mint. */
  collection?: PublicKey
}

/**
 * A Metadata account's data in Metaplex's Borsh layout (MetadataV1): key, update authority,
 * mint, Data { name, symbol, uri (each puffed with NULs to its maximum), seller fee, creators },
 * primary sale, mutable, edition nonce, token standard, collection, uses, collection details,
 * programmable config; zero-filled to MAX_METADATA_LEN.
 */
export function encodeMetadata(fields: MetadataFields): Uint8Array {
  const out = Buffer.alloc(MAX_METADATA_LEN)
  let at = 0
  const u8 = (value: number) => {
    out.writeUInt8(value, at)
    at += 1
  }
  const key = (value: PublicKey) => {
    out.set(value.toBuffer(), at)
    at += 32
  }
  const puffed = (text: string, max: number) => {
    const bytes = Buffer.from(text, 'utf8')
    if (bytes.length > max) throw new RangeError(`'${text}' is longer than ${max} bytes`)
    out.writeUInt32LE(max, at)
    out.set(bytes, at + 4)
    at += 4 + max
  }
  u8(KEY_METADATA_V1)
  key(fields.updateAuthority)
  key(fields.mint)
  puffed(fields.name, MAX_NAME_LENGTH)
  puffed(fields.symbol, MAX_SYMBOL_LENGTH)
  puffed(fields.uri, MAX_URI_LENGTH)
  out.writeUInt16LE(fields.sellerFeeBasisPoints ?? 0, at)
  at += 2
  u8(0) // creators: None
  u8(1) // primary_sale_happened
  u8(1) // is_mutable
  u8(0) // edition_nonce: None
  u8(1) // token_standard: Some(
  u8(0) //   NonFungible)
  if (fields.collection) {
    u8(1) // collection: Some({ verified: true, key })
    u8(1)
    key(fields.collection)
  } else u8(0)
  u8(0) // uses: None
  u8(0) // collection_details: None
  u8(0) // programmable_config: None
  return new Uint8Array(out)
}

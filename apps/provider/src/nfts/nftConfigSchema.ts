import { z } from 'zod'

/** Where NFT metadata and images may be read from, and how much of them (issue 37). */
export const nftConfigSchema = z
  .object({
    /** An IPFS path gateway: `ipfs://<cid>/<path>` is read from `<ipfsGateway><cid>/<path>`. */
    ipfsGateway: z
      .url({ protocol: /^https?$/ })
      .refine((u) => u.endsWith('/'), 'must end with / (e.g. https://gateway.example/ipfs/)')
      .optional(),
    /**
     * Reads http:// metadata and images, and hosts on loopback or private networks. Development
     * only: on a public deployment a token URI could otherwise reach the provider's own network.
     */
    allowLocalHttp: z.boolean().default(false),
    maxMetadataBytes: z
      .number()
      .int()
      .min(1024)
      .max(4 * 1024 * 1024)
      .default(256 * 1024),
    maxImageBytes: z
      .number()
      .int()
      .min(1024)
      .max(16 * 1024 * 1024)
      .default(2 * 1024 * 1024),
    fetchTimeoutMs: z.number().int().min(100).max(60_000).default(5000),
    /** How long a token's read metadata is kept, and a failed read before it is tried again. */
    metadataTtlMs: z.number().int().min(0).default(86_400_000),
    failureRetryMs: z.number().int().min(0).default(300_000),
  })
  .prefault({})

export type NftConfig = z.infer<typeof nftConfigSchema>

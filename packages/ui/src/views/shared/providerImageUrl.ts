export type ProviderImageKind = 'wallets' | 'connectors' | 'networks' | 'tokens'

interface ImageSource {
  apiUrl: string | undefined
  projectId: string
}

/**
 * The provider's image of a wallet (registry image_id), connector (id), network (CAIP-2 id) or
 * token (symbol), SPEC §7 "GET images", or
 * undefined without a provider URL. It is drawn through ImageWithFallback, so it still passes
 * safeImageUrl, and a failed load leaves the monogram.
 */
export function providerImageUrl(
  { apiUrl, projectId }: ImageSource,
  kind: ProviderImageKind,
  id: string | undefined,
): string | undefined {
  if (!apiUrl || !id) return undefined
  try {
    const base = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`
    const url = new URL(`v1/images/${kind}/${encodeURIComponent(id)}`, base)
    url.searchParams.set('projectId', projectId)
    return url.href
  } catch {
    return undefined
  }
}

/** A registry wallet's own image URL when it has one, else the provider's image of its image_id. */
export function walletImageUrl(
  source: ImageSource,
  wallet: { image_url?: string; image_id?: string },
): string | undefined {
  return wallet.image_url || providerImageUrl(source, 'wallets', wallet.image_id)
}

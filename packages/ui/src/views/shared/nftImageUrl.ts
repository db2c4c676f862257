/**
 * An NFT image URL from an answer, kept only when it is the provider's own image route
 * (`<apiUrl>/v1/nfts/…`): the modal never loads an image a token's metadata names directly,
 * as the route checks its type and size first (issue 37).
 */
export function nftImageUrl(apiUrl: string | undefined, url: string | undefined | null) {
  if (!apiUrl || !url) return undefined
  try {
    const base = new URL(apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`)
    const image = new URL(url)
    const route = new URL('v1/nfts/', base)
    return image.origin === route.origin && image.pathname.startsWith(route.pathname)
      ? image.href
      : undefined
  } catch {
    return undefined
  }
}

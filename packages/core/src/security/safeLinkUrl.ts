import { isLoopbackHost, isLoopbackHttp, isPlainHttps, parseAbsoluteUrl } from './parseAbsoluteUrl'

/**
 * The normalised href of an https link, or undefined for anything else. Plain http only to a
 * loopback host from a page that is itself on loopback (the local stack, as for images): a page
 * on a real origin never links to the visitor's own machine.
 */
export function safeLinkUrl(
  url: unknown,
  pageHost: string | undefined = globalThis.location?.hostname,
): string | undefined {
  const parsed = parseAbsoluteUrl(url)
  if (!parsed) return undefined
  if (isPlainHttps(parsed)) return parsed.href
  return isLoopbackHttp(parsed) && isLoopbackHost(pageHost) ? parsed.href : undefined
}

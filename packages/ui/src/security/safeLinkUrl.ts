import { isPlainHttps, parseAbsoluteUrl } from './parseAbsoluteUrl'

/** The normalised href of an https link, or undefined for anything else. */
export function safeLinkUrl(url: unknown): string | undefined {
  const parsed = parseAbsoluteUrl(url)
  return parsed && isPlainHttps(parsed) ? parsed.href : undefined
}

import { latchkeyError } from '@latchkey/core'

/**
 * The partner checkout URL, checked before anything opens it: an absolute http(s) URL, else
 * 'Something went wrong' (a provider answer is data, never trusted to name a scheme).
 */
export function checkedCheckoutUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw latchkeyError('SOMETHING_WENT_WRONG')
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw latchkeyError('SOMETHING_WENT_WRONG')
  return parsed.href
}

/** `<provider>/relay` as a WebSocket URL: where the provider (apps/provider) serves its relay. */
export function providerRelayUrl(apiUrl: string | undefined): string | undefined {
  if (!apiUrl) return undefined
  let url: URL
  try {
    url = new URL(apiUrl)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/relay`
  url.search = ''
  url.hash = ''
  return url.toString()
}

import { describe, expect, it } from 'vitest'
import { nftImageUrl } from './nftImageUrl'

describe('nftImageUrl (issue 37: only the provider image route is rendered)', () => {
  const api = 'https://api.latchkey.test/base'
  it('keeps a URL on the provider image route', () => {
    const url = 'https://api.latchkey.test/base/v1/nfts/eip155:1/0xabc/1/image?projectId=p'
    expect(nftImageUrl(api, url)).toBe(url)
    expect(nftImageUrl(`${api}/`, url)).toBe(url)
  })
  it('drops metadata URLs, other hosts, other routes and other schemes', () => {
    for (const url of [
      'https://evil.test/base/v1/nfts/eip155:1/0xabc/1/image',
      'http://api.latchkey.test/base/v1/nfts/eip155:1/0xabc/1/image',
      'https://api.latchkey.test/base/v1/images/tokens/eth',
      'https://api.latchkey.test/other/v1/nfts/x',
      'ipfs://bafkqaaa',
      'data:image/svg+xml,<svg/>',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      expect(nftImageUrl(api, url)).toBeUndefined()
    }
    expect(nftImageUrl(undefined, 'https://api.latchkey.test/base/v1/nfts/a')).toBeUndefined()
  })
})

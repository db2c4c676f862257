import { describe, expect, it } from 'vitest'
import { parseAvatarRecord } from '../src/ens/avatarRecord'

// ENSIP-12's own examples, and the forms viem's avatar parser takes.
describe('parseAvatarRecord (ENSIP-12)', () => {
  it('reads image URIs: https, http, ipfs and data:image', () => {
    for (const uri of [
      'https://example.com/avatar.png',
      'http://example.com/avatar.png',
      'ipfs://QmUbTVz1xcsFUPjCNuMAiHuNQDDnmHbrmc5ruPdJgqWUHy',
      'data:image/svg+xml;base64,PHN2Zy8+',
    ])
      expect(parseAvatarRecord(uri)).toEqual({ kind: 'uri', uri })
  })

  it('reads NFT references (CAIP-22 ERC-721, CAIP-29 ERC-1155, and the did:nft form)', () => {
    expect(
      parseAvatarRecord('eip155:1/erc721:0xb7F7F6C52F2e2fdb1963Eab30438024864c313F6/2430'),
    ).toEqual({
      kind: 'nft',
      chainId: 'eip155:1',
      standard: 'erc721',
      contract: '0xb7f7f6c52f2e2fdb1963eab30438024864c313f6',
      tokenId: 2430n,
    })
    expect(
      parseAvatarRecord(
        'eip155:1/erc1155:0x495f947276749ce646f68ac8c248420045cb7b5e/8112316025873927737505937898915153732580103913704334048512380490797008551937',
      ),
    ).toEqual({
      kind: 'nft',
      chainId: 'eip155:1',
      standard: 'erc1155',
      contract: '0x495f947276749ce646f68ac8c248420045cb7b5e',
      tokenId: 8112316025873927737505937898915153732580103913704334048512380490797008551937n,
    })
    expect(
      parseAvatarRecord('did:nft:eip155:1_erc721:0xb7F7F6C52F2e2fdb1963Eab30438024864c313F6_2430'),
    ).toMatchObject({ kind: 'nft', chainId: 'eip155:1', tokenId: 2430n })
  })

  it('refuses what is neither', () => {
    for (const bad of [
      '',
      'javascript:alert(1)',
      'data:text/html,<script>',
      'ftp://example.com/a.png',
      'eip155:1/erc20:0xb7F7F6C52F2e2fdb1963Eab30438024864c313F6/1',
      'eip155:1/erc721:0x1234/1',
      'eip155:0/erc721:0xb7F7F6C52F2e2fdb1963Eab30438024864c313F6/1',
      'solana:1/erc721:0xb7F7F6C52F2e2fdb1963Eab30438024864c313F6/1',
      `eip155:1/erc721:0xb7F7F6C52F2e2fdb1963Eab30438024864c313F6/${2n ** 256n}`,
    ])
      expect(parseAvatarRecord(bad), bad).toBeUndefined()
  })
})

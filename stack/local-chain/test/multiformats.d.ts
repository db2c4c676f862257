// multiformats 9 ships its types under typesVersions, which TypeScript ignores for the subpaths its
// "exports" map names: the few members demoNftCids.test.ts uses, as multiformats declares them.
declare module 'multiformats/cid' {
  export interface MultihashDigest {
    code: number
    digest: Uint8Array
  }
  export class CID {
    static create(version: 0 | 1, code: number, digest: MultihashDigest): CID
    static parse(source: string): CID
    readonly version: 0 | 1
    readonly code: number
    readonly multihash: MultihashDigest
    toString(): string
  }
}
declare module 'multiformats/codecs/raw' {
  export const code: 0x55
}
declare module 'multiformats/hashes/sha2' {
  export const sha256: {
    code: 0x12
    digest(input: Uint8Array): Promise<import('multiformats/cid').MultihashDigest>
  }
}

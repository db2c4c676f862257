import { CID } from 'multiformats/cid'
import * as raw from 'multiformats/codecs/raw'
import { sha256 } from 'multiformats/hashes/sha2'
import { describe, expect, it } from 'vitest'
import { demoNftContent, rawCid } from '../src/index'

// multiformats (the IPFS project's reference implementation) against our raw CIDv1, both ways.
describe('the demo IPFS blocks (CIDv1, raw, sha2-256)', () => {
  const content = demoNftContent('http://127.0.0.1:1')

  it('are named as multiformats names them', async () => {
    expect(content.ipfs.size).toBeGreaterThan(1)
    for (const [cid, file] of content.ipfs) {
      const expected = CID.create(1, raw.code, await sha256.digest(file.body))
      expect(cid).toBe(expected.toString())
    }
    const empty = CID.create(1, raw.code, await sha256.digest(new Uint8Array(0)))
    expect(rawCid(new Uint8Array(0))).toBe(empty.toString())
  })

  it('parse in multiformats as raw sha2-256 CIDs of their blocks', async () => {
    for (const [cid, file] of content.ipfs) {
      const parsed = CID.parse(cid)
      expect([parsed.version, parsed.code, parsed.multihash.code]).toEqual([
        1,
        raw.code,
        sha256.code,
      ])
      expect(parsed.multihash.digest).toEqual((await sha256.digest(file.body)).digest)
    }
  })
})

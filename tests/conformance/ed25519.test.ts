import { readFileSync } from 'node:fs'
import { buildMessage } from '@latchkey/siwx'
import { solanaVerifier, verifyEd25519Strict } from '@latchkey/siwx/server'
import { ed25519 } from '@noble/curves/ed25519'
import { describe, expect, it } from 'vitest'

const dir = new URL('./vectors/ed25519/', import.meta.url)
const read = (file: string) => readFileSync(new URL(file, dir), 'utf8')
const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'))
const check = (publicKey: string, message: string, signature: string) =>
  verifyEd25519Strict({
    publicKey: hex(publicKey),
    message: hex(message),
    signature: hex(signature),
  })

/** RFC 8032 §7.1's vectors: each block's hex lines under its labels, page furniture skipped. */
function rfc8032() {
  return read('rfc8032_7.1.txt')
    .split('-----TEST ')
    .slice(1)
    .map((block) => {
      const [name = '', ...lines] = block.split('\n')
      const fields: Record<string, string> = {}
      let label = ''
      for (const line of lines.map((l) => l.trim())) {
        if (/^[A-Z ]+( \(length \d+ bytes?\))?:$/.test(line)) label = line.replace(/ \(.*|:$/g, '')
        else if (/^[0-9a-f]+$/.test(line)) fields[label] = (fields[label] ?? '') + line
      }
      return { name, ...fields } as Record<
        'name' | 'SECRET KEY' | 'PUBLIC KEY' | 'SIGNATURE',
        string
      > & {
        MESSAGE?: string
      }
    })
}

describe('RFC 8032 §7.1 (Ed25519)', () => {
  const vectors = rfc8032()
  it('holds its five vectors', () => {
    expect(vectors.map((v) => v.name)).toEqual(['1', '2', '3', '1024', 'SHA(abc)'])
    expect(vectors.map((v) => (v.MESSAGE ?? '').length / 2)).toEqual([0, 1, 2, 1023, 64])
  })
  it.each(vectors)('TEST $name verifies, and its secret key signs the same bytes', (v) => {
    const message = v.MESSAGE ?? ''
    expect(check(v['PUBLIC KEY'], message, v.SIGNATURE)).toBe(true)
    expect(Buffer.from(ed25519.sign(hex(message), hex(v['SECRET KEY']))).toString('hex')).toBe(
      v.SIGNATURE,
    )
    expect(check(v['PUBLIC KEY'], `${message}00`, v.SIGNATURE)).toBe(false)
  })

  it.each(vectors)('TEST $name: its key signs a sign-in the Solana verifier accepts', async (v) => {
    const publicKey = ed25519.getPublicKey(hex(v['SECRET KEY']))
    const data = {
      domain: 'app.test',
      accountAddress: base58(publicKey),
      uri: 'https://app.test',
      version: '1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const,
      nonce: 'rfc8032vectors',
    }
    const message = buildMessage(data)
    const signature = Buffer.from(
      ed25519.sign(new TextEncoder().encode(message), hex(v['SECRET KEY'])),
    ).toString('base64')
    expect(await solanaVerifier().verify({ data, message, signature })).toBe(true)
    expect(await solanaVerifier().verify({ data, message: `${message} `, signature })).toBe(false)
  })
})

interface WycheproofTest {
  tcId: number
  comment: string
  flags: string[]
  msg: string
  sig: string
  result: 'valid' | 'invalid' | 'acceptable'
}
interface WycheproofGroup {
  publicKey: { pk: string }
  tests: WycheproofTest[]
}

describe('Project Wycheproof ed25519_test.json', () => {
  const file = JSON.parse(read('wycheproof_ed25519_test.json')) as {
    numberOfTests: number
    testGroups: WycheproofGroup[]
  }
  const tests = file.testGroups.flatMap((group) =>
    group.tests.map((test) => ({ ...test, pk: group.publicKey.pk })),
  )
  it('holds every test the file counts', () => {
    expect(tests).toHaveLength(file.numberOfTests)
    expect(file.numberOfTests).toBe(151)
  })
  // No exceptions: Wycheproof's "valid" are honest signatures, its "invalid" what RFC 8032 refuses.
  it.each(tests)('tcId $tcId ($result; $flags) $comment', (test) => {
    expect(check(test.pk, test.msg, test.sig)).toBe(test.result === 'valid')
  })
})

/**
 * "Taming the many EdDSAs" (ed25519-speccheck): every case is some verifier's accept. Ours
 * refuses all twelve; why, per case (the paper's table: S, A's and R's order, encodings).
 */
const SPECCHECK_REFUSED: readonly string[] = [
  'S = 0 with small-order A and R: a signature with no private key',
  'small-order A',
  'small-order R (RFC 8032 mode of @noble/curves alone accepts it)',
  'by design: A and R of mixed order; valid under both equations (dalek verify_strict and libsodium accept it), refused so that no verifier can disagree with ours',
  'A and R of mixed order; only a cofactored equation accepts it',
  'A of mixed order; only a cofactored equation without pre-reduction accepts it',
  'S > L (malleable)',
  'S >> L (malleable)',
  'non-canonical R, reduced for the hash',
  'non-canonical R, not reduced for the hash',
  'non-canonical A, reduced for the hash',
  'non-canonical A, not reduced for the hash',
]

describe('ed25519-speccheck cases.json', () => {
  const cases = JSON.parse(read('speccheck_cases.json')) as {
    message: string
    pub_key: string
    signature: string
  }[]
  it('holds the twelve cases', () => expect(cases).toHaveLength(12))
  it.each(cases.map((c, i) => ({ ...c, i, why: SPECCHECK_REFUSED[i] })))(
    'case $i is refused: $why',
    (c) => {
      expect(check(c.pub_key, c.message, c.signature)).toBe(false)
    },
  )
  it('the lenient (ZIP-215) verifier the Solana verifier used before accepts cases 0-3', () => {
    for (const c of cases.slice(0, 4))
      expect(ed25519.verify(hex(c.signature), hex(c.message), hex(c.pub_key))).toBe(true)
  })
})

describe('C2SP CCTV ed25519vectors.json', () => {
  const vectors = JSON.parse(read('cctv_ed25519vectors.json')) as {
    number: number
    key: string
    sig: string
    msg: string
    flags: string[] | null
  }[]
  // Every flag names a small-order, mixed-order or non-canonical A or R: strict refuses them all.
  it('accepts exactly the vectors with no flag, refuses every flagged one', () => {
    expect(vectors).toHaveLength(914)
    const accepted = vectors.filter((v) =>
      verifyEd25519Strict({
        publicKey: hex(v.key),
        message: new TextEncoder().encode(v.msg),
        signature: hex(v.sig),
      }),
    )
    expect(accepted.map((v) => v.number)).toEqual(
      vectors.filter((v) => !v.flags?.length).map((v) => v.number),
    )
    expect(accepted).toHaveLength(1)
  })
})

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`)
  let out = ''
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out
    n /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

import { readFileSync } from 'node:fs'
import { signBip322Simple, signLegacyMessage, toBitcoinDevKey } from '@latchkey/dev-wallet/bitcoin'
import {
  bip322MessageHash,
  bip322ToSign,
  bip322ToSpend,
  transactionId,
  verifyBip322,
} from '@latchkey/siwx'
import { bitcoinVerifier } from '@latchkey/siwx/server'
import { Address, Signer, Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'

interface SignedVector {
  message: string
  private_keys: string[]
  address: string
  type: string
  bip322_signatures: string[]
}
interface ErrorVector {
  description: string
  message: string
  address: string
  signature: string
}
const load = (name: string) =>
  JSON.parse(readFileSync(new URL(`./vectors/bip322/${name}`, import.meta.url), 'utf8'))
const BASIC = load('basic-test-vectors.json') as {
  tx_hashes: {
    message: string
    address: string
    message_hash: string
    to_spend_tx_hash: string
    to_sign_tx_hash: string
  }[]
  simple: SignedVector[]
  error: ErrorVector[]
}
const GENERATED = load('generated-test-vectors.json') as {
  simple: SignedVector[]
  full: SignedVector[]
  proof_of_funds: SignedVector[]
  error: ErrorVector[]
}

// Where this verifier accepts more than BIP-322 2.0.0 asks, as the brief (issue 31) wants; each
// is pinned by a test below. No vector of the BIP fails.
const DIFFERENCES = {
  legacySegwit:
    'BIP-137 signatures for P2SH-P2WPKH and P2WPKH (headers 35-42, and 31-34 as Electrum writes) ' +
    'are accepted; BIP-322 restricts its legacy form to P2PKH.',
  simpleNested:
    'A "simple" witness for a P2SH address is read as P2SH-P2WPKH (its scriptSig implied), as ' +
    'bip322-js and several wallets sign it; BIP-322 keeps "simple" for native segwit.',
  timeLocks:
    'A full signature with time locks is valid "at time T and age S" (verifyBip322 returns them); ' +
    'sign-in accepts it without comparing them with the chain, which has no part in a sign-in.',
}

const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const verifier = bitcoinVerifier()
const session = (
  accountAddress: string,
  message: string,
  signature: string,
  chainId = MAINNET,
) => ({
  data: {
    accountAddress,
    chainId: chainId as `bip122:${string}`,
    domain: 'a.test',
    uri: 'https://a.test',
    version: '1',
    nonce: 'abcdefgh',
  },
  message,
  signature,
})
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const txid = (bytes: Uint8Array) => hex(Uint8Array.from(bytes).reverse())

describe('BIP-322 2.0.0 vectors against the built @latchkey/siwx', () => {
  it('computes message_hash, to_spend and to_sign as the BIP does', () => {
    for (const v of BASIC.tx_hashes) {
      const script = Address.convertAdressToScriptPubkey(v.address)
      const toSpend = bip322ToSpend(v.message, new Uint8Array(script))
      expect(hex(bip322MessageHash(v.message)), v.message).toBe(v.message_hash)
      expect(txid(transactionId(toSpend)), v.message).toBe(v.to_spend_tx_hash)
      expect(txid(transactionId(bip322ToSign(toSpend))), v.message).toBe(v.to_sign_tx_hash)
    }
  })

  const signed = [
    ...BASIC.simple.map((v) => ['basic simple', v] as const),
    ...GENERATED.simple.map((v) => ['generated simple', v] as const),
    ...GENERATED.full.map((v) => ['generated full', v] as const),
    ...GENERATED.proof_of_funds.map((v) => ['generated proof of funds', v] as const),
  ]
  it.each(
    signed.flatMap(([set, v]) =>
      v.bip322_signatures.map((s) => [`${set} ${v.type}`, v, s] as const),
    ),
  )('%s: valid through bitcoinVerifier().verify and verifyBip322', async (_, v, signature) => {
    await expect(verifier.verify(session(v.address, v.message, signature))).resolves.toBe(true)
    expect(verifyBip322({ address: v.address, message: v.message, signature }).state).toBe('valid')
  })

  it(DIFFERENCES.timeLocks, () => {
    for (const v of GENERATED.full.filter((v) => v.type.endsWith('time-lock')))
      expect(
        verifyBip322({
          address: v.address,
          message: v.message,
          signature: v.bip322_signatures[0] ?? '',
        }),
      ).toMatchObject({ state: 'valid', lockTime: 2016, sequence: 2016 })
  })

  it.each([...BASIC.error, ...GENERATED.error].map((v) => [v.description, v] as const))(
    'error vector "%s": refused, never thrown',
    async (_, v) => {
      await expect(verifier.verify(session(v.address, v.message, v.signature))).resolves.toBe(false)
      expect(verifyBip322(v).state).toBe('invalid')
    },
  )
})

// One key as each kind of address bip322-js signs for (the basic vectors' key).
const WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const PUBLIC_KEY = Buffer.from(
  '02c7f12003196442943d8588e01aee840423cc54fc1521526a3b85c2b0cbd58872',
  'hex',
)
const NETWORKS = {
  mainnet: 'bip122:000000000019d6689c085ae165831e93',
  testnet: 'bip122:000000000933ea01ad0ee984209779ba',
  regtest: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
} as const
const KINDS = ['p2pkh', 'p2sh-p2wpkh', 'p2wpkh', 'p2tr'] as const

describe('bip322-js 3 signs, the built verifier checks (issue 31)', () => {
  const cases = KINDS.flatMap((kind) =>
    (Object.keys(NETWORKS) as (keyof typeof NETWORKS)[]).map((network) => [kind, network] as const),
  )
  it.each(cases)('%s on %s', async (kind, network) => {
    const address = Address.convertPubKeyIntoAddress(PUBLIC_KEY, kind)[network]
    const message = `Sign in to a.test as ${address}`
    const signature = Signer.sign(WIF, address, message).toString()
    const chainId = NETWORKS[network]
    await expect(verifier.verify(session(address, message, signature, chainId))).resolves.toBe(true)
    await expect(
      verifier.verify(session(address, `${message}!`, signature, chainId)),
    ).resolves.toBe(false)
    const bytes = Buffer.from(signature, 'base64')
    flip(bytes, bytes.length - 40)
    await expect(
      verifier.verify(session(address, message, bytes.toString('base64'), chainId)),
    ).resolves.toBe(false)
    // The address of another network than the session's chain.
    const other = network === 'mainnet' ? NETWORKS.testnet : NETWORKS.mainnet
    await expect(verifier.verify(session(address, message, signature, other))).resolves.toBe(false)
  })
})

describe('the differences from BIP-322 2.0.0', () => {
  it(DIFFERENCES.simpleNested, async () => {
    const address = Address.convertPubKeyIntoAddress(PUBLIC_KEY, 'p2sh-p2wpkh').mainnet
    const signature = Signer.sign(WIF, address, 'Nested').toString()
    expect(Buffer.from(signature, 'base64')[0]).toBe(2) // a witness stack of two items
    expect(verifyBip322({ address, message: 'Nested', signature })).toMatchObject({
      state: 'valid',
      format: 'simple',
    })
  })

  it(DIFFERENCES.legacySegwit, () => {
    const key = toBitcoinDevKey(`${'0'.repeat(63)}7`, 'p2wpkh', 'bitcoin:mainnet')
    const signature = signLegacyMessage(key, 'Legacy')
    expect(verifyBip322({ address: key.address, message: 'Legacy', signature })).toMatchObject({
      state: 'valid',
      format: 'legacy',
    })
  })
})

describe('the dev wallet signs, bip322-js verifies (issue 31)', () => {
  const SECRET = '0000000000000000000000000000000000000000000000000000000000000007'
  const chains = ['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:regtest'] as const
  const cases = (['p2wpkh', 'p2tr'] as const).flatMap((kind) =>
    chains.map((chain) => [kind, chain] as const),
  )

  it.each(cases)('BIP-322 simple, %s on %s', async (kind, chain) => {
    const key = toBitcoinDevKey(SECRET, kind, chain)
    const message = `Sign in to a.test as ${key.address}`
    const signature = signBip322Simple(key, message)
    expect(Verifier.verifySignature(key.address, message, signature)).toBe(true)
    expect(Verifier.verifySignature(key.address, `${message}!`, signature)).toBe(false)
    const chainId = NETWORKS[chain.slice('bitcoin:'.length) as keyof typeof NETWORKS]
    await expect(verifier.verify(session(key.address, message, signature, chainId))).resolves.toBe(
      true,
    )
    const bytes = Buffer.from(signature, 'base64')
    flip(bytes, 10)
    const tampered = bytes.toString('base64')
    expect(safe(() => Verifier.verifySignature(key.address, message, tampered))).toBe(false)
    await expect(verifier.verify(session(key.address, message, tampered, chainId))).resolves.toBe(
      false,
    )
  })

  it.each(chains)('BIP-137 (legacy), P2WPKH on %s', async (chain) => {
    const key = toBitcoinDevKey(SECRET, 'p2wpkh', chain)
    const message = 'Legacy form'
    const signature = signLegacyMessage(key, message)
    expect(Verifier.verifySignature(key.address, message, signature)).toBe(true)
    expect(safe(() => Verifier.verifySignature(key.address, 'other', signature))).toBe(false)
    const chainId = NETWORKS[chain.slice('bitcoin:'.length) as keyof typeof NETWORKS]
    await expect(verifier.verify(session(key.address, message, signature, chainId))).resolves.toBe(
      true,
    )
  })
})

const flip = (bytes: Buffer, at: number) => bytes.writeUInt8(bytes.readUInt8(at) ^ 1, at)

/** bip322-js throws on some malformed signatures where it means "not valid". */
function safe(check: () => boolean): boolean {
  try {
    return check()
  } catch {
    return false
  }
}

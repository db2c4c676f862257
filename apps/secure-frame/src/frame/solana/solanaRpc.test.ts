import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { solanaKeyFromSecret } from './solanaKey'
import { handleSolanaRpc, type SolanaRpcContext } from './solanaRpc'

const NETWORK = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const GATEWAY = 'http://127.0.0.1:9/v1/?chainId=solana'
const BLOCKHASH = Keypair.generate().publicKey.toBase58()

function setUp(approve: boolean) {
  const key = solanaKeyFromSecret(crypto.getRandomValues(new Uint8Array(32)))
  const shown: { title: string; details: string }[] = []
  const fetch = vi.fn(
    async (_url: string, init: { body: string }) =>
      new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: `sent:${init.body.length}` })),
  )
  const ctx: SolanaRpcContext = {
    solanaKey: async () => key,
    // The approval form is a DOM builder; the test reads what it would show instead.
    prompt: (async (form: (done: (value: boolean) => void) => unknown) => {
      const section = captureForm(form)
      shown.push(section)
      return approve
    }) as never,
    solanaRpcUrl: (id) => (id === NETWORK ? GATEWAY : undefined),
    host: () => ({ origin: 'http://127.0.0.1:5173' }),
    fetch: fetch as never,
  }
  return { key, ctx, shown, fetch }
}

/** Runs the form's builder against a tiny document to read its text. */
function captureForm(form: (done: (value: boolean) => void) => unknown) {
  const texts: string[] = []
  const fake = {
    createElement: () => {
      const el = {
        append: (...children: unknown[]) => {
          for (const c of children) if (typeof c === 'string') texts.push(c)
        },
        setAttribute() {},
        addEventListener() {},
        appendChild() {},
        textContent: '',
        dataset: {},
        classList: { add() {} },
      }
      return el
    },
    createTextNode: (text: string) => {
      texts.push(text)
      return {}
    },
  }
  vi.stubGlobal('document', fake)
  try {
    form(() => {})
  } finally {
    vi.unstubAllGlobals()
  }
  return { title: texts[0] ?? '', details: texts.join('\n') }
}

function transfer(from: string, lamports: number) {
  const to = Keypair.generate().publicKey
  const tx = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: BLOCKHASH }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: to, lamports }),
  )
  const wire = tx.serialize({ requireAllSignatures: false, verifySignatures: false })
  return { tx, to: to.toBase58(), wire: base64.encode(wire) }
}

describe('Solana signing in the frame (SPEC §5/§6)', () => {
  it('signs a message after approval; the signature verifies with the derived public key', async () => {
    const { key, ctx, shown } = setUp(true)
    const message = new TextEncoder().encode('Log in to the demo')
    const answer = (await handleSolanaRpc(
      ctx,
      'solana_signMessage',
      { message: base58.encode(message), pubkey: key.address },
      NETWORK,
    )) as { signature: string }
    expect(ed25519.verify(base58.decode(answer.signature), message, key.publicKey)).toBe(true)
    expect(shown[0]?.details).toContain('Log in to the demo')
  })

  it('signs a transfer in its signer slot, after showing amount and recipient', async () => {
    const { key, ctx, shown } = setUp(true)
    const { to, wire } = transfer(key.address, 1_500_000_000)
    const answer = (await handleSolanaRpc(
      ctx,
      'solana_signTransaction',
      { transaction: wire },
      NETWORK,
    )) as { transaction: string; signature: string }
    const signed = Transaction.from(base64.decode(answer.transaction))
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signatures[0]?.publicKey.toBase58()).toBe(key.address)
    expect(base58.encode(signed.signatures[0]?.signature as Uint8Array)).toBe(answer.signature)
    expect(shown[0]?.details).toContain('1.5 SOL')
    expect(shown[0]?.details).toContain(to)
  })

  it('signs a v0 transaction too', async () => {
    const { key, ctx } = setUp(true)
    const message = new TransactionMessage({
      payerKey: new PublicKey(key.address),
      recentBlockhash: BLOCKHASH,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: new PublicKey(key.address),
          toPubkey: Keypair.generate().publicKey,
          lamports: 5,
        }),
      ],
    }).compileToV0Message()
    const wire = base64.encode(new VersionedTransaction(message).serialize())
    const answer = (await handleSolanaRpc(
      ctx,
      'solana_signTransaction',
      { transaction: wire },
      NETWORK,
    )) as { transaction: string }
    const signed = VersionedTransaction.deserialize(base64.decode(answer.transaction))
    expect(
      ed25519.verify(signed.signatures[0] as Uint8Array, signed.message.serialize(), key.publicKey),
    ).toBe(true)
  })

  it('sends the signed transaction through the network’s gateway', async () => {
    const { key, ctx, fetch } = setUp(true)
    const { wire } = transfer(key.address, 1_000)
    await handleSolanaRpc(ctx, 'solana_signAndSendTransaction', { transaction: wire }, NETWORK)
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0] as [string, { body: string }]
    expect(url).toBe(GATEWAY)
    const body = JSON.parse(init.body)
    expect(body.method).toBe('sendTransaction')
    expect(Transaction.from(base64.decode(body.params[0])).verifySignatures()).toBe(true)
    expect(body.params[1]).toEqual({ encoding: 'base64' })
  })

  it('a rejected request signs and sends nothing', async () => {
    const { key, ctx, fetch } = setUp(false)
    const { wire } = transfer(key.address, 1_000)
    await expect(
      handleSolanaRpc(ctx, 'solana_signAndSendTransaction', { transaction: wire }, NETWORK),
    ).rejects.toMatchObject({ code: 4001, message: 'Signature declined' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses a method outside the list, a transaction another key must sign, and an unknown network', async () => {
    const { key, ctx, shown } = setUp(true)
    await expect(handleSolanaRpc(ctx, 'solana_signIn', {}, NETWORK)).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    })
    const other = transfer(Keypair.generate().publicKey.toBase58(), 1)
    await expect(
      handleSolanaRpc(ctx, 'solana_signTransaction', { transaction: other.wire }, NETWORK),
    ).rejects.toThrow('The transaction does not ask for this wallet’s signature')
    const mine = transfer(key.address, 1)
    await expect(
      handleSolanaRpc(ctx, 'solana_signAndSendTransaction', { transaction: mine.wire }, 'solana:x'),
    ).rejects.toMatchObject({ code: 4901 })
    await expect(
      handleSolanaRpc(ctx, 'solana_signTransaction', { transaction: 'AAAA' }, NETWORK),
    ).rejects.toThrow()
    expect(shown.length).toBe(1)
  })
})

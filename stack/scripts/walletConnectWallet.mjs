#!/usr/bin/env node
// A WalletConnect wallet in the terminal, for connecting the local demo by hand: a phone cannot
// reach a relay on 127.0.0.1, so this wallet pairs from the link the QR view copies. It signs
// with the local chain's development keys and asks before each request (or not, with --yes).
//
//   node stack/scripts/walletConnectWallet.mjs 'wc:…' [--config URL|FILE] [--account N] [--yes]
//
// --config: the demo's config (relay URL, chains, dev keys); default the demo of `npm run demo`.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { createInterface } from 'node:readline/promises'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

// The WalletConnect wallet client and viem come from adapter-evm's dependencies.
const require = createRequire(new URL('../../packages/adapter-evm/package.json', import.meta.url))
const load = (name) => import(require.resolve(name))

const USAGE =
  "usage: node stack/scripts/walletConnectWallet.mjs 'wc:…' [--config URL|FILE] [--account N] [--yes]"

/** Answers for the methods the demo asks a wallet for; anything else is refused. */
export const WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
]

async function readConfig(where) {
  if (/^https?:\/\//.test(where)) {
    const response = await fetch(where, { cache: 'no-store' })
    if (!response.ok) throw new Error(`${where} answered ${response.status}: is the demo running?`)
    return response.json()
  }
  return JSON.parse(await readFile(where, 'utf8'))
}

/** The key-value store the client keeps its keys and sessions in; memory only, as a CLI needs. */
function memoryStorage() {
  const items = new Map()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async () => [...items.entries()].map(([k, v]) => [k, structuredClone(v)]),
    getItem: async (key) => (items.has(key) ? structuredClone(items.get(key)) : undefined),
    setItem: async (key, value) => void items.set(key, structuredClone(value)),
    removeItem: async (key) => void items.delete(key),
  }
}

/**
 * Starts the wallet over `config.relayUrl`, pairs with `uri`, and resolves with a handle once
 * paired. `decide(text)` answers each request (true: approve).
 */
export async function startWalletConnectWallet({ uri, config, account = 0, decide, log }) {
  const [{ SignClient }, { getSdkError }, viem, { privateKeyToAccount }] = await Promise.all([
    load('@walletconnect/sign-client'),
    load('@walletconnect/utils'),
    load('viem'),
    load('viem/accounts'),
  ])
  if (!config.relayUrl) throw new Error('The config names no relayUrl: is the provider relay on?')
  const key = config.devWallet?.privateKeys?.[account]
  if (!key) throw new Error(`The config has no development key #${account}`)
  const signer = privateKeyToAccount(key)
  const chains = new Map(
    config.chains.map((c) => [
      `eip155:${c.chainId}`,
      viem.defineChain({
        id: c.chainId,
        name: c.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [c.rpcUrl] } },
      }),
    ]),
  )

  const client = await SignClient.init({
    projectId: 'latchkey-terminal-wallet',
    relayUrl: config.relayUrl,
    metadata: {
      name: 'Latchkey terminal wallet',
      description: 'Development keys of the local chain, in a terminal',
      url: 'http://127.0.0.1',
      icons: [],
    },
    storage: memoryStorage(),
    telemetryEnabled: false,
    logger: 'error',
  })
  // No verify service: it lives on WalletConnect's hosts, and the local stack stays on loopback.
  client.core.verify.resolve = async () => undefined
  client.core.verify.register = async () => ''

  client.on('session_proposal', async ({ id, params }) => {
    const wanted = [
      ...(params.requiredNamespaces.eip155?.chains ?? []),
      ...(params.optionalNamespaces.eip155?.chains ?? []),
    ]
    const approved = [...new Set(wanted.filter((chain) => chains.has(chain)))]
    const name = params.proposer.metadata.name
    if (approved.length === 0 || !(await decide(`Connect ${name} to ${signer.address}?`))) {
      await client.reject({ id, reason: getSdkError('USER_REJECTED') })
      log(`refused ${name}`)
      return
    }
    await client.approve({
      id,
      namespaces: {
        eip155: {
          chains: approved,
          accounts: approved.map((chain) => `${chain}:${signer.address}`),
          methods: WALLET_METHODS.filter((m) =>
            (params.optionalNamespaces.eip155?.methods ?? WALLET_METHODS).includes(m),
          ),
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
    log(`connected ${name} on ${approved.join(', ')} as ${signer.address}`)
  })

  client.on('session_request', async ({ id, topic, params }) => {
    const { request, chainId } = params
    const respond = (body) => client.respond({ topic, response: { id, jsonrpc: '2.0', ...body } })
    const text = `${request.method} on ${chainId}: ${JSON.stringify(request.params).slice(0, 300)}`
    if (!(await decide(`Approve ${text}?`))) {
      log(`refused ${request.method}`)
      return respond({ error: getSdkError('USER_REJECTED') })
    }
    try {
      const result = await answer(request.method, request.params, chainId)
      log(`answered ${request.method}${typeof result === 'string' ? `: ${result}` : ''}`)
      await respond({ result })
    } catch (error) {
      log(`failed ${request.method}: ${error.message}`)
      await respond({ error: { code: error.code ?? -32603, message: error.message } })
    }
  })

  client.on('session_delete', () => log('the app ended the session'))

  async function answer(method, params, chainId) {
    const chain = chains.get(chainId)
    if (!chain) throw Object.assign(new Error(`Unknown chain ${chainId}`), { code: 4902 })
    switch (method) {
      case 'personal_sign':
        return signer.signMessage({ message: { raw: params[0] } })
      case 'eth_signTypedData_v4':
        return signer.signTypedData(JSON.parse(params[1]))
      case 'eth_sendTransaction': {
        const [tx] = params
        const wallet = viem.createWalletClient({
          account: signer,
          chain,
          transport: viem.http(chain.rpcUrls.default.http[0]),
        })
        return wallet.sendTransaction({
          to: tx.to,
          value: tx.value ? BigInt(tx.value) : 0n,
          ...(tx.data ? { data: tx.data } : {}),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
        })
      }
      case 'wallet_switchEthereumChain': {
        const target = `eip155:${Number(params[0].chainId)}`
        if (!chains.has(target))
          throw Object.assign(new Error(`Unknown chain ${target}`), { code: 4902 })
        return null
      }
      default:
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
    }
  }

  await client.pair({ uri })
  return {
    address: signer.address,
    client,
    async stop() {
      for (const session of client.session.getAll())
        await client
          .disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
          .catch(() => undefined)
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      config: { type: 'string', default: 'http://127.0.0.1:5173/latchkey.config.json' },
      account: { type: 'string', default: '0' },
      yes: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  const [uri] = positionals
  if (values.help || !uri?.startsWith('wc:')) {
    console.log(USAGE)
    process.exit(values.help ? 0 : 2)
  }
  const prompt =
    values.yes || !process.stdin.isTTY
      ? undefined
      : createInterface({ input: process.stdin, output: process.stdout })
  // Without a terminal to ask in, only --yes approves.
  const decide = async (question) => {
    if (values.yes) return true
    if (!prompt) return false
    return /^y(es)?$/i.test((await prompt.question(`${question} [y/N] `)).trim())
  }
  const log = (line) => console.log(`[wallet] ${line}`)
  const wallet = await startWalletConnectWallet({
    uri,
    config: await readConfig(values.config),
    account: Number(values.account),
    decide,
    log,
  })
  log(`paired; waiting for the app (${wallet.address}). Ctrl-C disconnects and quits.`)
  const quit = async () => {
    await wallet.stop()
    prompt?.close()
    process.exit(0)
  }
  process.once('SIGINT', quit)
  process.once('SIGTERM', quit)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}

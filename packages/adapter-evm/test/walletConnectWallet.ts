import net from 'node:net'
import type { LocalChain } from '@latchkey/local-chain'
import { createWalletConnectMemoryStorage as createMemoryStorage } from '@latchkey/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import { getSdkError } from '@walletconnect/utils'
import { createWalletClient, type Hex, http, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])

/**
 * Fails every connection to a host off this machine (sockets, so ws and fetch alike, and fetch
 * itself), and remembers each attempt so a test can assert there was none.
 */
export function forbidOutsideHosts(): { attempts: string[]; restore(): void } {
  const attempts: string[] = []
  const connect = net.Socket.prototype.connect
  const fetch = globalThis.fetch
  const refuse = (host: string) => {
    attempts.push(host)
    return new Error(`Blocked a connection to ${host}: tests stay on loopback`)
  }
  net.Socket.prototype.connect = function guarded(this: net.Socket, ...args: unknown[]) {
    const [first, second] = args
    const options =
      typeof first === 'object' && first !== null
        ? (first as net.TcpNetConnectOpts & { path?: string })
        : undefined
    const host = options
      ? options.path
        ? 'localhost'
        : (options.host ?? 'localhost')
      : typeof second === 'string'
        ? second
        : 'localhost'
    if (!LOOPBACK.has(host)) throw refuse(host)
    return (connect as (...values: unknown[]) => net.Socket).apply(this, args)
  } as typeof connect
  globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!LOOPBACK.has(url.hostname)) throw refuse(url.hostname)
    return fetch(input, init)
  }) as typeof fetch
  const WebSocketClass = (
    globalThis as { WebSocket?: new (url: string | URL, ...rest: unknown[]) => unknown }
  ).WebSocket
  if (WebSocketClass)
    (globalThis as { WebSocket?: unknown }).WebSocket = class extends (
      (WebSocketClass as new (
        url: string | URL,
        ...rest: unknown[]
      ) => object)
    ) {
      constructor(url: string | URL, ...rest: unknown[]) {
        const host = new URL(String(url)).hostname
        if (!LOOPBACK.has(host)) throw refuse(host)
        super(url, ...rest)
      }
    }
  return {
    attempts,
    restore() {
      net.Socket.prototype.connect = connect
      globalThis.fetch = fetch
      if (WebSocketClass) (globalThis as { WebSocket?: unknown }).WebSocket = WebSocketClass
    },
  }
}

export interface TestWallet {
  readonly client: InstanceType<typeof SignClient>
  readonly address: Hex
  /** Requests the wallet saw, in order. */
  readonly requests: { method: string; chainId: string; params: unknown }[]
  pair(uri: string): Promise<void>
  /** The next session request is refused as the user would (USER_REJECTED). */
  rejectNext(): void
  /** The next proposal is refused. */
  rejectNextProposal(): void
  /** Ends the session from the wallet side. */
  disconnect(): Promise<void>
  sessionTopics(): string[]
  stop(): Promise<void>
}

/**
 * A real wallet-side WalletConnect client (@walletconnect/sign-client) over the local relay,
 * signing with a local key and sending over the local chains with viem.
 */
export async function startTestWallet(options: {
  relayUrl: string
  chains: readonly LocalChain[]
  privateKey: Hex
  /**
   * An address per other namespace (solana, polkadot, bip122): the wallet approves it on every
   * chain of that namespace the dapp asks for, in the same session as its eip155 account.
   */
  otherAccounts?: Readonly<Record<string, string>>
  /** Answers requests on those other namespaces' chains (solana_signMessage, …). */
  answerOther?: (request: { method: string; params: unknown; chainId: string }) => unknown
}): Promise<TestWallet> {
  const client = await SignClient.init({
    projectId: 'latchkey-test-wallet',
    relayUrl: options.relayUrl,
    metadata: {
      name: 'Test Wallet',
      description: 'Wallet side of the WalletConnect tests',
      url: 'http://127.0.0.1',
      icons: [],
    },
    customStoragePrefix: `wallet-${Math.random().toString(36).slice(2)}`,
    storage: createMemoryStorage() as never,
    telemetryEnabled: false,
    logger: 'silent',
  })
  // As the dapp side does: no verify service lookups.
  const verify = client.core.verify as unknown as Record<string, unknown>
  verify.resolve = async () => undefined
  verify.register = async () => ''
  const account = privateKeyToAccount(options.privateKey)
  const requests: TestWallet['requests'] = []
  let rejectRequest = false
  let rejectProposal = false

  client.on('session_proposal', async ({ id, params }) => {
    if (rejectProposal) {
      rejectProposal = false
      await client.reject({ id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const wanted = [
      ...(params.requiredNamespaces.eip155?.chains ?? []),
      ...(params.optionalNamespaces.eip155?.chains ?? []),
    ]
    const known = options.chains.map((chain) => `eip155:${chain.chainId}`)
    const chains = [...new Set(wanted.filter((chain) => known.includes(chain)))]
    const methods = params.optionalNamespaces.eip155?.methods ?? []
    const others = Object.entries(options.otherAccounts ?? {}).flatMap(([namespace, address]) => {
      const asked = params.optionalNamespaces[namespace]
      if (!asked?.chains?.length) return []
      return [
        [
          namespace,
          {
            chains: asked.chains,
            accounts: asked.chains.map((chain) => `${chain}:${address}`),
            methods: asked.methods,
            events: asked.events,
          },
        ],
      ]
    })
    await client.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((chain) => `${chain}:${account.address}`),
          methods,
          events: ['chainChanged', 'accountsChanged'],
        },
        ...Object.fromEntries(others),
      },
    })
  })

  client.on('session_request', async ({ id, topic, params }) => {
    const { request, chainId } = params
    requests.push({ method: request.method, chainId, params: request.params })
    if (rejectRequest) {
      rejectRequest = false
      await client.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') },
      })
      return
    }
    try {
      const result = await answer(request.method, request.params as unknown[], chainId)
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      await client.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: -32603, message: String(error) } },
      })
    }
  })

  async function answer(method: string, params: unknown[], chainId: string): Promise<unknown> {
    if (options.answerOther && !chainId.startsWith('eip155:'))
      return options.answerOther({ method, params, chainId })
    const chain = options.chains.find((c) => `eip155:${c.chainId}` === chainId)
    if (!chain) throw new Error(`Unknown chain ${chainId}`)
    switch (method) {
      case 'personal_sign':
        return account.signMessage({ message: { raw: params[0] as Hex } })
      case 'eth_signTypedData_v4':
        return account.signTypedData(JSON.parse(params[1] as string) as TypedDataDefinition)
      case 'eth_sendTransaction': {
        const tx = params[0] as { to: Hex; value?: Hex; data?: Hex; gas?: Hex }
        const wallet = createWalletClient({
          account,
          chain: chain.chain,
          transport: http(chain.rpcUrl),
        })
        return wallet.sendTransaction({
          to: tx.to,
          value: tx.value ? BigInt(tx.value) : 0n,
          ...(tx.data ? { data: tx.data } : {}),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
        })
      }
      case 'wallet_sendCalls': {
        // EIP-5792: run each call in order; the batch id is the last transaction's hash.
        const batch = params[0] as { calls: { to: Hex; value?: Hex; data?: Hex }[] }
        const wallet = createWalletClient({
          account,
          chain: chain.chain,
          transport: http(chain.rpcUrl),
        })
        let id: Hex = '0x'
        for (const call of batch.calls)
          id = await wallet.sendTransaction({
            to: call.to,
            value: call.value ? BigInt(call.value) : 0n,
            ...(call.data ? { data: call.data } : {}),
          })
        return { id }
      }
      default:
        throw new Error(`Unsupported method ${method}`)
    }
  }

  return {
    client,
    address: account.address,
    requests,
    async pair(uri) {
      await client.pair({ uri })
    },
    rejectNext() {
      rejectRequest = true
    },
    rejectNextProposal() {
      rejectProposal = true
    },
    async disconnect() {
      for (const session of client.session.getAll())
        await client.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    },
    sessionTopics: () => client.session.getAll().map((session) => session.topic),
    async stop() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

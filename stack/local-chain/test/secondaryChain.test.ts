import { createServer } from 'node:net'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFreePort, LOCAL_CHAIN_IDS, type LocalChain, startLocalChain } from '../src/index'

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => resolve(true)))
  })

let chain: LocalChain
let port: number

beforeAll(async () => {
  port = await findFreePort()
  chain = await startLocalChain({ chainId: LOCAL_CHAIN_IDS.secondary, port })
})
afterAll(() => chain?.stop())

describe('startLocalChain() for the secondary chain on a given port', () => {
  it('answers as chain 31338 on exactly that port', async () => {
    expect(chain.rpcUrl).toBe(`http://127.0.0.1:${port}`)
    const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
    expect(await client.getChainId()).toBe(31338)
    expect(chain.chain).toMatchObject({ id: 31338, name: 'Latchkey Devnet B', testnet: true })
  })

  it('deploys the same token addresses as every fresh chain with the same mnemonic', () => {
    expect(chain.tokens.map((t) => t.address)).toEqual([
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    ])
  })

  it('refuses a second node on a port that is taken', async () => {
    await expect(startLocalChain({ port, deployTokens: false })).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is already in use`,
    )
    // The first node is unharmed.
    const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
    expect(await client.getChainId()).toBe(31338)
  })

  it('frees the port on stop(), and a second stop() is harmless', async () => {
    expect(await canListen(port)).toBe(false)
    await chain.stop()
    await chain.stop()
    expect(await canListen(port)).toBe(true)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adapterWith, devWalletOn, type LocalStack, startLocalStack } from './support/localStack'

let stack: LocalStack

beforeAll(async () => {
  stack = await startLocalStack([31337])
})
afterAll(() => stack?.stop())

describe('connect', () => {
  it('connects the announced dev wallet', async () => {
    const wallet = devWalletOn(stack.chains)
    const { adapter, connectorId } = adapterWith(wallet)
    const connection = await adapter.connect({ connectorId })
    expect(connection.chainId).toBe(31337)
    expect(connection.address).toBe(stack.chains[0]?.accounts[0]?.address)
  })
})

import { mainnet as ethereum } from '@latchkey/core/networks'
import { describe, expect, it } from 'vitest'
import { evmTransfer, evmTransferAction } from '../src/evmTransfer'

const FROM = '0x1111111111111111111111111111111111111111'
const TO = '0x2222222222222222222222222222222222222222'

function recorder() {
  const calls: { action: string; params: unknown }[] = []
  return {
    calls,
    actions: {
      sendTransaction: async (params: unknown) => {
        calls.push({ action: 'sendTransaction', params })
        return { hash: '0xaa' as const }
      },
      writeContract: async (params: unknown) => {
        calls.push({ action: 'writeContract', params })
        return { hash: '0xbb' as const }
      },
    },
  }
}

describe('evmTransfer: SPEC §5 send on EVM, for every eip155 adapter', () => {
  it('sends the native currency at the form gas price', async () => {
    const { calls, actions } = recorder()
    const sent = evmTransfer(actions, {
      caipNetwork: ethereum,
      from: FROM,
      to: TO,
      amount: 5n,
      feeRate: 7n,
    })
    expect(await sent).toEqual({ hash: '0xaa' })
    expect(calls).toEqual([
      {
        action: 'sendTransaction',
        params: { caipNetwork: ethereum, from: FROM, to: TO, value: 5n, gasPrice: 7n },
      },
    ])
  })

  it("calls the token's transfer(to, amount) with the connector that holds the account", async () => {
    const { calls, actions } = recorder()
    const token = { address: '0x3333333333333333333333333333333333333333' }
    const sent = evmTransfer(actions, {
      caipNetwork: ethereum,
      connectorId: 'dev',
      from: FROM,
      to: TO,
      amount: 9n,
      token,
    })
    expect(await sent).toEqual({ hash: '0xbb' })
    expect(calls).toEqual([
      {
        action: 'writeContract',
        params: {
          caipNetwork: ethereum,
          connectorId: 'dev',
          from: FROM,
          contractAddress: token.address,
          functionName: 'transfer',
          args: [TO, 9n],
        },
      },
    ])
  })

  it('refuses a bad receiver or a negative or zero amount with the §8 text, asking nothing', async () => {
    const { calls, actions } = recorder()
    const base = { caipNetwork: ethereum, from: FROM }
    await expect(evmTransfer(actions, { ...base, to: '0x12', amount: 1n })).rejects.toMatchObject({
      message: 'Please enter a valid amount and receiver address',
      details: { missing: ['receiverAddress'] },
    })
    for (const amount of [-1n, 0n])
      await expect(evmTransfer(actions, { ...base, to: TO, amount })).rejects.toMatchObject({
        message: 'Please enter a valid amount and receiver address',
        details: { missing: ['amount'] },
      })
    expect(calls).toEqual([])
  })

  it('gives a receiver typed without 0x (SPEC §5) its 0x before the wallet sees it', async () => {
    const { calls, actions } = recorder()
    await evmTransfer(actions, { caipNetwork: ethereum, from: FROM, to: TO.slice(2), amount: 1n })
    expect(calls).toEqual([
      {
        action: 'sendTransaction',
        params: { caipNetwork: ethereum, from: FROM, to: TO, value: 1n },
      },
    ])
  })
})

describe('evmTransferAction', () => {
  it("binds an adapter's own actions to its context", async () => {
    const seen: unknown[] = []
    const transfer = evmTransferAction(
      async (context: string, params) => {
        seen.push([context, 'send', params.value])
        return { hash: '0x01' as const }
      },
      async (context: string, params) => {
        seen.push([context, 'write', params.args])
        return { hash: '0x02' as const }
      },
    )
    const base = { caipNetwork: ethereum, from: FROM, to: TO }
    expect(await transfer('ctx', { ...base, amount: 3n })).toEqual({ hash: '0x01' })
    expect(await transfer('ctx', { ...base, amount: 4n, token: { address: TO } })).toEqual({
      hash: '0x02',
    })
    expect(seen).toEqual([
      ['ctx', 'send', 3n],
      ['ctx', 'write', [TO, 4n]],
    ])
  })
})

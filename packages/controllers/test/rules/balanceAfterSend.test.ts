import * as Chain from '@latchkey/controllers/chain'
import * as Send from '@latchkey/controllers/send'
import { connectEvm, createTestCore, EVM_ADDRESS, EVM_RECEIVER, settle } from '@latchkey/test-fakes'
import { describe, expect, it } from 'vitest'

const ETH = 10n ** 18n

/**
 * A core whose node lags: for `lag` reads after the send it still answers the balance from
 * before (the transaction waits for its block), as a real chain, or anvil under load, does.
 */
async function lagging(lag: number) {
  const t = createTestCore()
  t.ledger.credit('eip155:1', EVM_ADDRESS, 2n * ETH)
  await connectEvm(t)
  await settle()
  const read = t.evm.getBalance.bind(t.evm)
  const reads: { fresh: boolean | undefined; at: number }[] = []
  let stale: Awaited<ReturnType<typeof read>> | undefined
  let lagLeft = 0
  t.evm.getBalance = async (params) => {
    reads.push({ fresh: params.fresh, at: t.clock.now() })
    if (stale && lagLeft > 0) {
      lagLeft--
      return stale
    }
    return read(params)
  }
  const send = async () => {
    stale = await read({ address: EVM_ADDRESS, caipNetwork: Chain.state(t.ctx).activeCaipNetwork! })
    lagLeft = lag
    reads.length = 0
    Send.setReceiverAddress(t.ctx, EVM_RECEIVER)
    Send.setTokenAmount(t.ctx, '0.5')
    await Send.fetchGasPrice(t.ctx)
    await Send.sendToken(t.ctx)
    await settle()
  }
  return { t, reads, send }
}

const shown = (t: Awaited<ReturnType<typeof lagging>>['t']) =>
  Chain.getAccount(t.ctx, 'eip155')?.balance

describe('the balance after a send (SPEC §5: Account shows what was just spent)', () => {
  it('is read past the cache at once, and shown when the node answers the new balance', async () => {
    const { t, reads, send } = await lagging(0)
    await send()
    expect(reads).toEqual([{ fresh: true, at: reads[0]?.at }])
    expect(shown(t)).toBe('1.5')
  })

  it('is read again after 1, 2 and 4 s while the node still answers the old one, then stops', async () => {
    const { t, reads, send } = await lagging(3)
    await send()
    const start = reads[0]?.at ?? 0
    expect(shown(t)).toBe('2')
    for (const wait of [1_000, 2_000, 4_000]) {
      t.clock.advance(wait)
      await settle()
    }
    expect(shown(t)).toBe('1.5')
    expect(reads.map((r) => [r.at - start, r.fresh])).toEqual([
      [0, true],
      [1_000, true],
      [3_000, true],
      [7_000, true],
    ])
    // Moved: no more reads.
    t.clock.advance(60_000)
    await settle()
    expect(reads).toHaveLength(4)
  })

  it('gives up after 16 s when the balance never moves', async () => {
    const { t, reads, send } = await lagging(100)
    await send()
    for (let i = 0; i < 8; i++) {
      t.clock.advance(16_000)
      await settle()
    }
    expect(reads).toHaveLength(6)
    expect(shown(t)).toBe('2')
  })

  it('stops when the account changes before the balance moved', async () => {
    const { t, reads, send } = await lagging(100)
    await send()
    Chain.setAccount(t.ctx, 'eip155', {
      caipAddress: 'eip155:1:0x4444444444444444444444444444444444444444',
    })
    t.clock.advance(60_000)
    await settle()
    expect(reads).toHaveLength(1)
  })
})

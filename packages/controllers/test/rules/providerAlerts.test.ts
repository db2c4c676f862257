import * as Alert from '@latchkey/controllers/alert'
import * as Balance from '@latchkey/controllers/balance'
import * as Snack from '@latchkey/controllers/snack'
import * as Transactions from '@latchkey/controllers/transactions'
import { connectEvm, createTestCore } from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'
import { useProvider } from '../helpers/provider'

const provider = useProvider()

const refusal = (code: string, message: string) => ({ error: { code, message } })

describe('provider refusals raise the §8 alerts', () => {
  it("an unknown project id on the blockchain API raises 'Invalid Project ID'", async () => {
    provider.fail(
      'supportedChains',
      403,
      refusal('INVALID_PROJECT_ID', 'Invalid project id: this provider has no such project'),
    )
    const t = createTestCore({ provider, features: { analytics: false } })
    await t.core.open()
    await provider.idle()
    await vi.waitFor(() => expect(Alert.state(t.ctx).alert).toEqual({ code: 'INVALID_PROJECT_ID' }))
    expect(Alert.wasShown(t.ctx, 'INVALID_PROJECT_ID')).toBe(true)
  })

  it("an origin off the allowlist raises 'Invalid App Configuration' from any API call", async () => {
    const t = createTestCore({ provider })
    await connectEvm(t)
    provider.fail(
      'balance',
      403,
      refusal('ORIGIN_NOT_ALLOWED', 'Origin http://evil.test is not allowed for project p'),
    )
    await Balance.fetchTokenBalances(t.ctx)
    expect(Alert.state(t.ctx).alert).toEqual({ code: 'INVALID_APP_CONFIGURATION' })
    expect(Snack.state(t.ctx).message).toEqual({ code: 'TOKEN_BALANCE_UNAVAILABLE' })
  })

  it("an invalid JWT raises 'Session Expired'", async () => {
    const t = createTestCore({ provider })
    await connectEvm(t)
    provider.fail('history', 401, refusal('INVALID_REQUEST', 'Invalid JWT: signature mismatch'))
    await Transactions.fetchTransactions(t.ctx)
    expect(Alert.state(t.ctx).alert).toEqual({ code: 'SESSION_EXPIRED' })
    expect(Snack.state(t.ctx).message).toEqual({ code: 'FAILED_TO_FETCH_TRANSACTIONS' })
  })

  it("analytics refused for an unknown project raises 'Invalid Project ID', not the origin alert", async () => {
    provider.fail('analytics', 403, refusal('INVALID_PROJECT_ID', 'Invalid project id'))
    const t = createTestCore({ provider })
    await t.core.open()
    // The queued MODAL_OPEN leaves 2 s later, at the idle flush.
    t.clock.advance(2_000)
    await provider.idle()
    await vi.waitFor(() => expect(Alert.state(t.ctx).alert).toEqual({ code: 'INVALID_PROJECT_ID' }))
    expect(Alert.wasShown(t.ctx, 'INVALID_APP_CONFIGURATION')).toBe(false)
  })

  it('a plain server failure raises no alert', async () => {
    const t = createTestCore({ provider })
    await connectEvm(t)
    provider.fail('balance', 500)
    await Balance.fetchTokenBalances(t.ctx)
    expect(Alert.state(t.ctx).open).toBe(false)
  })
})

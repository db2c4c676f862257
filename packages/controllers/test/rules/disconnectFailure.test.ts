import * as Chain from '@latchkey/controllers/chain'
import * as Connection from '@latchkey/controllers/connection'
import * as Snack from '@latchkey/controllers/snack'
import { connectEvm, createTestCore } from '@latchkey/test-fakes'
import { describe, expect, it, vi } from 'vitest'

describe('a failed disconnect reaches the visitor (SPEC §4, §8; issue 23)', () => {
  it("shows 'Failed to disconnect' as an error toast, whoever asked", async () => {
    const t = createTestCore({ logger: { error: vi.fn(), warn: vi.fn() } })
    await connectEvm(t)
    t.evmWallet.refuseNext('disconnect', new Error('relay down'))
    await expect(t.core.disconnect()).rejects.toThrow('Failed to disconnect')
    expect(Snack.state(t.ctx)).toMatchObject({
      message: { code: 'FAILED_TO_DISCONNECT' },
      variant: 'error',
      open: true,
    })
    // SPEC §4: every chain is reset all the same, so the state says disconnected.
    expect(Chain.connectedNamespaces(t.ctx)).toEqual([])
    expect(Connection.state(t.ctx).status).toBe('disconnected')
  })
})

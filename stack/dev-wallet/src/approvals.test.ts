import { describe, expect, it } from 'vitest'
import { createApprovals } from './approvals'

const request = {
  kind: 'connect',
  method: 'eth_requestAccounts',
  params: [],
  summary: 'Connect',
  chainId: 1,
} as const

describe('createApprovals()', () => {
  it('approves at once in auto-approve mode and queues nothing', async () => {
    const approvals = createApprovals('auto-approve', undefined)
    expect(await approvals.ask(request)).toBe(true)
    expect(approvals.pending).toEqual([])
  })

  it('queues in manual mode until decided, oldest first, with unique ids', async () => {
    const approvals = createApprovals('manual', undefined)
    const first = approvals.ask(request)
    const second = approvals.ask({ ...request, summary: 'Second' })
    const [a, b] = approvals.pending
    expect(a!.id).not.toBe(b!.id)
    expect(Object.isFrozen(approvals.pending)).toBe(true)
    expect(await approvals.nextPending()).toBe(a)
    approvals.reject(b!.id)
    approvals.approveNext()
    expect([await first, await second]).toEqual([true, false])
    expect(() => approvals.approve(a!.id)).toThrow(`No pending dev-wallet request with id ${a!.id}`)
    expect(() => approvals.rejectNext()).toThrow('No pending dev-wallet request to reject')
  })

  it('resolves nextPending() when a request arrives later', async () => {
    const approvals = createApprovals('manual', undefined)
    const next = approvals.nextPending()
    const answer = approvals.ask(request)
    expect((await next).summary).toBe('Connect')
    approvals.approveNext()
    expect(await answer).toBe(true)
  })

  it('lets the callback decide over the mode; only a literal true approves', async () => {
    const verdicts: unknown[] = [true, 'yes', false]
    const approvals = createApprovals('manual', () => verdicts.shift() as boolean)
    expect(await approvals.ask(request)).toBe(true)
    expect(await approvals.ask(request)).toBe(false)
    expect(await approvals.ask(request)).toBe(false)
    expect(approvals.pending).toEqual([])
  })

  it('refuses an unknown mode and keeps the current one', () => {
    const approvals = createApprovals('manual', undefined)
    expect(() => approvals.setMode('always' as never)).toThrow(
      "mode must be 'auto-approve' or 'manual'",
    )
    expect(approvals.mode).toBe('manual')
  })
})

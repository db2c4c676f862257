import { createManualClock } from '@latchkey/core'
import { describe, expect, it, vi } from 'vitest'
import { createPairingFlow } from '../src'

describe('pairing flow (SPEC §4: 4 minutes, expired within 10 s)', () => {
  function flow() {
    const clock = createManualClock(1_000)
    const starts: { uri: (value: string) => void; approve(): void; fail(e: unknown): void }[] = []
    const endLateSession = vi.fn(async () => {})
    const pairing = createPairingFlow(
      clock,
      (onUri) =>
        new Promise<void>((resolve, reject) => {
          starts.push({ uri: onUri, approve: resolve, fail: reject })
        }),
      endLateSession,
    )
    return { clock, starts, pairing, endLateSession }
  }

  it('ends the session of a wallet that approves a pairing already given up', async () => {
    const { starts, pairing, endLateSession } = flow()
    const waiting = pairing.open()
    starts[0]!.uri('wc:gone')
    pairing.cancel(new Error('closed'))
    await expect(waiting).rejects.toThrow('closed')
    starts[0]!.approve()
    await vi.waitFor(() => expect(endLateSession).toHaveBeenCalledTimes(1))
    // The next open pairs afresh rather than taking the late session as its own.
    const next = pairing.open()
    expect(starts).toHaveLength(2)
    starts[1]!.approve()
    await next
    expect(endLateSession).toHaveBeenCalledTimes(1)
  })

  it('shares one pairing between callers while it is valid, and shows its URI to each', async () => {
    const { starts, pairing } = flow()
    const seen: string[] = []
    const first = pairing.open((uri) => seen.push(`a:${uri}`))
    starts[0]!.uri('wc:one')
    const second = pairing.open((uri) => seen.push(`b:${uri}`))
    expect(starts).toHaveLength(1)
    expect(seen).toEqual(['a:wc:one', 'b:wc:one'])
    starts[0]!.approve()
    await Promise.all([first, second])
    expect(pairing.uri).toBeUndefined()
  })

  it('starts a fresh pairing at the expiry margin; the old one failing later does not count', async () => {
    const { clock, starts, pairing } = flow()
    const first = pairing.open()
    starts[0]!.uri('wc:old')
    expect(pairing.uri).toBe('wc:old')
    // 4 minutes less the 10 s margin (SPEC §4), less 1 ms.
    clock.advance(229_999)
    expect(pairing.uri).toBe('wc:old')
    clock.advance(1)
    expect(pairing.uri).toBeUndefined()
    const seen: string[] = []
    const second = pairing.open((uri) => seen.push(uri))
    expect(starts).toHaveLength(2)
    starts[1]!.uri('wc:new')
    starts[0]!.uri('wc:late-old')
    starts[0]!.fail(new Error('Proposal expired'))
    expect(seen).toEqual(['wc:new'])
    starts[1]!.approve()
    await Promise.all([first, second])
  })

  it('counts the 4 minutes from when the URI is set, not from when the pairing started', async () => {
    const { clock, starts, pairing } = flow()
    void pairing.open()
    clock.advance(5_000)
    starts[0]!.uri('wc:late')
    clock.advance(229_999)
    expect(pairing.uri).toBe('wc:late')
    clock.advance(1)
    expect(pairing.uri).toBeUndefined()
  })

  it('passes a refusal to every caller and starts over next time', async () => {
    const { starts, pairing } = flow()
    const first = pairing.open()
    const second = pairing.open()
    starts[0]!.fail({ code: 5000 })
    await expect(first).rejects.toEqual({ code: 5000 })
    await expect(second).rejects.toEqual({ code: 5000 })
    void pairing.open()
    expect(starts).toHaveLength(2)
  })
})

import type { ApprovalMode } from '../approvals'

/** What the Polkadot development extension asks the visitor before it answers. */
export interface PolkadotApprovalRequest {
  id: string
  kind: 'connect' | 'sign-message' | 'sign-transaction'
  /** The extension call: 'enable', 'signRaw' or 'signPayload'. */
  method: string
  /** Short text for an approval panel, e.g. "Sign a transaction as 5Grw…utQY". */
  summary: string
  /** The site's name or the signing address. */
  subject: string
}

/** A queue of requests waiting for approve() or reject(), like the EVM dev wallet's. */
export interface PolkadotApprovals {
  mode: ApprovalMode
  readonly pending: readonly PolkadotApprovalRequest[]
  subscribe(listener: (pending: readonly PolkadotApprovalRequest[]) => void): () => void
  /** Resolves with the oldest pending request, waiting for one if none is queued yet. */
  nextPending(): Promise<PolkadotApprovalRequest>
  approve(id: string): void
  reject(id: string): void
  /** Asks for a decision: true means approved. */
  ask(request: Omit<PolkadotApprovalRequest, 'id'>): Promise<boolean>
}

export function createPolkadotApprovals(mode: ApprovalMode): PolkadotApprovals {
  let counter = 0
  let pending: readonly PolkadotApprovalRequest[] = Object.freeze([])
  const deciders = new Map<string, (approved: boolean) => void>()
  const listeners = new Set<(pending: readonly PolkadotApprovalRequest[]) => void>()
  const waiters: ((request: PolkadotApprovalRequest) => void)[] = []
  const publish = (next: PolkadotApprovalRequest[]) => {
    pending = Object.freeze(next)
    for (const listener of [...listeners]) listener(pending)
    while (pending[0] && waiters.length) waiters.shift()?.(pending[0])
  }
  const decide = (id: string, approved: boolean) => {
    const resolve = deciders.get(id)
    if (!resolve) throw new Error(`No pending Polkadot dev-extension request with id ${id}`)
    deciders.delete(id)
    publish(pending.filter((r) => r.id !== id))
    resolve(approved)
  }
  return {
    mode,
    get pending() {
      return pending
    },
    subscribe(listener) {
      listeners.add(listener)
      listener(pending)
      return () => listeners.delete(listener)
    },
    nextPending: () => {
      const first = pending[0]
      return first ? Promise.resolve(first) : new Promise((resolve) => waiters.push(resolve))
    },
    approve: (id) => decide(id, true),
    reject: (id) => decide(id, false),
    ask(fields) {
      if (this.mode === 'auto-approve') return Promise.resolve(true)
      const request = Object.freeze({ ...fields, id: `dot-${++counter}` })
      return new Promise<boolean>((resolve) => {
        deciders.set(request.id, resolve)
        publish([...pending, request])
      })
    },
  }
}

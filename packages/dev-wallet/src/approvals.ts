/** What a user is asked to approve. */
export type ApprovalKind =
  | 'connect'
  | 'sign-message'
  | 'sign-typed-data'
  | 'sign-transaction'
  | 'send-transaction'
  | 'send-calls'
  | 'switch-chain'
  | 'add-chain'

/** A request waiting for (or being decided by) the user. */
export interface ApprovalRequest {
  id: string
  kind: ApprovalKind
  method: string
  params: unknown
  /** Short human text for an approval panel, e.g. "Send 0.5 ETH to 0x70…79C8". */
  summary: string
  /** Chain the request runs on (decimal). */
  chainId: number
  account?: `0x${string}`
  createdAt: number
}

/** 'auto-approve' approves everything; 'manual' queues requests until approve()/reject(). */
export type ApprovalMode = 'auto-approve' | 'manual'

export type ApproveCallback = (request: ApprovalRequest) => Promise<boolean> | boolean

type PendingListener = (pending: readonly ApprovalRequest[]) => void

/** The programmable approval mechanism behind every signing or state-changing request. */
export interface Approvals {
  readonly mode: ApprovalMode
  setMode(mode: ApprovalMode): void
  /** Requests waiting in manual mode, oldest first. */
  readonly pending: readonly ApprovalRequest[]
  /** Called with the pending list now and on every change; returns an unsubscribe. */
  subscribe(listener: PendingListener): () => void
  /** Resolves with the oldest pending request, waiting for one if none is queued yet. */
  nextPending(): Promise<ApprovalRequest>
  approve(id: string): void
  reject(id: string): void
  approveNext(): void
  rejectNext(): void
}

export interface ApprovalsInternal extends Approvals {
  /** Asks for a decision: true means approved. */
  ask(request: Omit<ApprovalRequest, 'id' | 'createdAt'>): Promise<boolean>
}

const modes: readonly ApprovalMode[] = ['auto-approve', 'manual']

export function assertApprovalMode(mode: unknown): asserts mode is ApprovalMode {
  if (!modes.includes(mode as ApprovalMode)) {
    throw new TypeError(`mode must be 'auto-approve' or 'manual', got ${String(mode)}`)
  }
}

export function createApprovals(
  initialMode: ApprovalMode,
  callback: ApproveCallback | undefined,
): ApprovalsInternal {
  let mode = initialMode
  let counter = 0
  let pending: readonly ApprovalRequest[] = Object.freeze([])
  const deciders = new Map<string, (approved: boolean) => void>()
  const listeners = new Set<PendingListener>()
  const waiters: ((request: ApprovalRequest) => void)[] = []

  const publish = (next: ApprovalRequest[]) => {
    pending = Object.freeze(next)
    for (const listener of [...listeners]) listener(pending)
    while (pending[0] && waiters.length) waiters.shift()?.(pending[0])
  }

  const decide = (id: string, approved: boolean) => {
    const resolve = deciders.get(id)
    if (!resolve) throw new Error(`No pending dev-wallet request with id ${id}`)
    deciders.delete(id)
    publish(pending.filter((r) => r.id !== id))
    resolve(approved)
  }

  const oldest = (verb: string) => {
    const first = pending[0]
    if (!first) throw new Error(`No pending dev-wallet request to ${verb}`)
    return first.id
  }

  return {
    get mode() {
      return mode
    },
    setMode(next) {
      assertApprovalMode(next)
      mode = next
    },
    get pending() {
      return pending
    },
    subscribe(listener) {
      listeners.add(listener)
      listener(pending)
      return () => listeners.delete(listener)
    },
    nextPending() {
      const first = pending[0]
      return first ? Promise.resolve(first) : new Promise((resolve) => waiters.push(resolve))
    },
    approve: (id) => decide(id, true),
    reject: (id) => decide(id, false),
    approveNext: () => decide(oldest('approve'), true),
    rejectNext: () => decide(oldest('reject'), false),
    async ask(fields) {
      const request: ApprovalRequest = Object.freeze({
        ...fields,
        id: `req-${++counter}`,
        createdAt: Date.now(),
      })
      if (callback) return (await callback(request)) === true
      if (mode === 'auto-approve') return true
      return new Promise<boolean>((resolve) => {
        deciders.set(request.id, resolve)
        publish([...pending, request])
      })
    },
  }
}

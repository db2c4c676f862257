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

/** What every wallet's request for a decision has (the EVM and the Solana wallet's alike). */
export interface ApprovalRequestBase {
  id: string
  kind: string
  method: string
  params: unknown
  /** Short human text for an approval panel, e.g. "Send 0.5 ETH to 0x70…79C8". */
  summary: string
  createdAt: number
}

/** A request waiting for (or being decided by) the user. */
export interface ApprovalRequest extends ApprovalRequestBase {
  kind: ApprovalKind
  /** Chain the request runs on (decimal). */
  chainId: number
  account?: `0x${string}`
}

/** 'auto-approve' approves everything; 'manual' queues requests until approve()/reject(). */
export type ApprovalMode = 'auto-approve' | 'manual'

export type ApproveCallback<R extends ApprovalRequestBase = ApprovalRequest> = (
  request: R,
) => Promise<boolean> | boolean

type PendingListener<R> = (pending: readonly R[]) => void

/** The programmable approval mechanism behind every signing or state-changing request. */
export interface Approvals<R extends ApprovalRequestBase = ApprovalRequest> {
  readonly mode: ApprovalMode
  setMode(mode: ApprovalMode): void
  /** Requests waiting in manual mode, oldest first. */
  readonly pending: readonly R[]
  /** Called with the pending list now and on every change; returns an unsubscribe. */
  subscribe(listener: PendingListener<R>): () => void
  /** Resolves with the oldest pending request, waiting for one if none is queued yet. */
  nextPending(): Promise<R>
  approve(id: string): void
  reject(id: string): void
  approveNext(): void
  rejectNext(): void
}

export interface ApprovalsInternal<R extends ApprovalRequestBase = ApprovalRequest>
  extends Approvals<R> {
  /** Asks for a decision: true means approved. */
  ask(request: Omit<R, 'id' | 'createdAt'>): Promise<boolean>
}

const modes: readonly ApprovalMode[] = ['auto-approve', 'manual']

export function assertApprovalMode(mode: unknown): asserts mode is ApprovalMode {
  if (!modes.includes(mode as ApprovalMode)) {
    throw new TypeError(`mode must be 'auto-approve' or 'manual', got ${String(mode)}`)
  }
}

export function createApprovals<R extends ApprovalRequestBase = ApprovalRequest>(
  initialMode: ApprovalMode,
  callback: ApproveCallback<R> | undefined,
): ApprovalsInternal<R> {
  let mode = initialMode
  let counter = 0
  let pending: readonly R[] = Object.freeze([])
  const deciders = new Map<string, (approved: boolean) => void>()
  const listeners = new Set<PendingListener<R>>()
  const waiters: ((request: R) => void)[] = []

  const publish = (next: R[]) => {
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
      const request = Object.freeze({
        ...fields,
        id: `req-${++counter}`,
        createdAt: Date.now(),
      }) as R
      if (callback) return (await callback(request)) === true
      if (mode === 'auto-approve') return true
      return new Promise<boolean>((resolve) => {
        deciders.set(request.id, resolve)
        publish([...pending, request])
      })
    },
  }
}

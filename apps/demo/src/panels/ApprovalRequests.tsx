import { useEffect, useState } from 'react'

interface PendingRequest {
  id: string
  method: string
  summary: string
}

/** What a development wallet's approvals offer its panel (the EVM and the Solana one alike). */
export interface PanelApprovals<R extends PendingRequest> {
  readonly pending: readonly R[]
  subscribe(listener: (pending: readonly R[]) => void): () => void
  approve(id: string): void
  reject(id: string): void
}

/** A wallet's waiting requests, each with Approve and Reject: the wallet's own window. */
export function ApprovalRequests<R extends PendingRequest>({
  approvals,
  testId,
}: {
  approvals: PanelApprovals<R>
  testId: string
}) {
  const [pending, setPending] = useState<readonly R[]>(approvals.pending)
  useEffect(() => approvals.subscribe((list) => setPending([...list])), [approvals])
  if (pending.length === 0) return <p>No request waiting.</p>
  return (
    <ul className="requests">
      {pending.map((request) => (
        <li key={request.id} data-testid={testId}>
          <strong>{request.method}</strong> <span>{request.summary}</span>
          <div className="row">
            <button type="button" onClick={() => approvals.approve(request.id)}>
              Approve
            </button>
            <button type="button" onClick={() => approvals.reject(request.id)}>
              Reject
            </button>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** A wallet's pending requests with Approve and Reject buttons: the dev wallets' own screens. */
export function RequestList({
  requests,
  testId,
  onDecide,
}: {
  requests: readonly { id: string; method: string; summary: string }[]
  testId: string
  onDecide: (id: string, approve: boolean) => void
}) {
  if (requests.length === 0) return <p>No request waiting.</p>
  return (
    <ul className="requests">
      {requests.map((request) => (
        <li key={request.id} data-testid={testId}>
          <strong>{request.method}</strong> <span>{request.summary}</span>
          <div className="row">
            <button type="button" onClick={() => onDecide(request.id, true)}>
              Approve
            </button>
            <button type="button" onClick={() => onDecide(request.id, false)}>
              Reject
            </button>
          </div>
        </li>
      ))}
    </ul>
  )
}

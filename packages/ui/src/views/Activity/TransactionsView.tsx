import { ViewBody } from '../shared/ViewBody'
import { ActivityList } from './ActivityList'

/** The activity history as a view of its own (loaded on demand). */
export function TransactionsView() {
  return (
    <ViewBody>
      <ActivityList />
    </ViewBody>
  )
}

import { type JsonRpcRequest, RelayRpcError, RPC_ERRORS } from './jsonRpc'
import type { RelayConnection } from './RelayConnection'
import {
  type ParamLimits,
  readApproveSession,
  readBatchPublish,
  readBatchUnsubscribe,
  readProposeSession,
  readPublish,
  readSubscribe,
  readTopics,
  readUnsubscribe,
} from './relayParams'
import type { FollowUps, TopicRouter } from './TopicRouter'

/** The relay's JSON-RPC methods: checked params in, the router does the work, the answer out. */
export async function runRelayMethod(
  router: TopicRouter,
  connection: RelayConnection,
  { method, params }: JsonRpcRequest,
  limits: ParamLimits,
  followUps: FollowUps,
): Promise<unknown> {
  switch (method) {
    case 'irn_subscribe':
      return router.subscribe(connection, readSubscribe(params), followUps)
    case 'irn_batchSubscribe': {
      const ids: string[] = []
      for (const topic of readTopics(params))
        ids.push(await router.subscribe(connection, topic, followUps))
      return ids
    }
    case 'irn_unsubscribe':
      router.unsubscribe(connection, readUnsubscribe(params))
      return true
    case 'irn_batchUnsubscribe':
      for (const topic of readBatchUnsubscribe(params)) router.unsubscribe(connection, topic)
      return true
    case 'irn_publish':
      await router.publish(connection, readPublish(params, limits))
      return true
    case 'irn_batchPublish':
      for (const entry of readBatchPublish(params, limits)) await router.publish(connection, entry)
      return true
    case 'irn_batchFetchMessages':
      return router.fetch(connection, readTopics(params))
    case 'wc_proposeSession': {
      // The dapp created the pairing without subscribing: the relay subscribes it here.
      const proposal = readProposeSession(params, limits)
      await router.subscribe(connection, proposal.topic, followUps)
      await router.publish(connection, proposal)
      return true
    }
    case 'wc_approveSession': {
      // The wallet's answer on the pairing topic, then the settlement on the session topic,
      // which the wallet is subscribed to from here on.
      const { response, settlement } = readApproveSession(params, limits)
      await router.publish(connection, response)
      await router.subscribe(connection, settlement.topic, followUps)
      await router.publish(connection, settlement)
      return true
    }
    default:
      throw new RelayRpcError(RPC_ERRORS.METHOD_NOT_FOUND, `Method not found: ${method}`)
  }
}

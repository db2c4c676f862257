import { BaseError, ContractFunctionExecutionError, HttpRequestError, TimeoutError } from 'viem'
import { ApiError, badRequest } from '../http/ApiError'

/** Whether viem failed to reach the node (refused, timed out, not JSON-RPC), not a call that failed on chain. */
export function isNodeUnreachable(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    Boolean(error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError))
  )
}

/**
 * What a failed node read of a convert route answers: 502 when the node did not answer or
 * answered what viem cannot use, as the other routes do (SPEC §7); anything else is a bug.
 */
export const nodeFailure =
  (chainId: string) =>
  (error: unknown): never => {
    if (error instanceof BaseError)
      throw new ApiError(502, 'UPSTREAM_ERROR', `The node of ${chainId} did not answer`)
    throw error
  }

/** A contract read of a token: 400 when the address answers nothing an ERC-20 would, 502 when the node is down. */
export const tokenReadFailure =
  (chainId: string, token: string) =>
  (error: unknown): never => {
    if (error instanceof ContractFunctionExecutionError && !isNodeUnreachable(error))
      throw badRequest(`${token} is not an ERC-20 token on ${chainId}`)
    return nodeFailure(chainId)(error)
  }

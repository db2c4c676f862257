import * as Connection from '../controllers/ConnectionController'
import type { Config } from '../core/Config'

export type LoginAttemptContext = Config

/**
 * The login running per core: each start gets a new id, and abandoning ends it, so a step
 * answering after the visitor left (closed, went back, reloaded) changes nothing.
 */
const current = new WeakMap<object, number>()
let lastId = 0

/**
 * The one place a login tells the connection it is in flight: status reads 'connecting' while
 * it runs (SPEC §4), and is derived from the accounts again once it is over.
 */
function setLoginInFlight(ctx: LoginAttemptContext, inFlight: boolean): void {
  Connection.setLoginInFlight(ctx, inFlight)
}

/** A login starts. */
export function beginLoginAttempt(ctx: LoginAttemptContext): number {
  const id = ++lastId
  current.set(ctx.store, id)
  setLoginInFlight(ctx, true)
  return id
}

/** The running attempt's id; a step of a login that another started joins it. */
export function currentLoginAttempt(ctx: LoginAttemptContext): number | undefined {
  return current.get(ctx.store)
}

export function isCurrentLoginAttempt(ctx: LoginAttemptContext, id: number | undefined): boolean {
  return id !== undefined && current.get(ctx.store) === id
}

/**
 * The attempt ends without a connection: status returns to what the accounts say (another
 * namespace's connection stays 'connected'), never left on 'connecting'.
 */
export function endLoginAttempt(ctx: LoginAttemptContext, id = current.get(ctx.store)): void {
  if (id === undefined || current.get(ctx.store) !== id) return
  current.delete(ctx.store)
  restoreLoginStatus(ctx)
}

/** No login is finishing: status is what the accounts (and any other connect) say. */
export function restoreLoginStatus(ctx: LoginAttemptContext): void {
  setLoginInFlight(ctx, false)
}

/** The attempt connected: it is over, and status is the connection's. */
export function loginAttemptConnected(ctx: LoginAttemptContext, id: number | undefined): void {
  if (id !== undefined && current.get(ctx.store) !== id) return
  current.delete(ctx.store)
  setLoginInFlight(ctx, false)
}

import type { RelayConnection } from './RelayConnection'

export interface ShareSettings {
  maxConnections: number
  /** Open sockets in all from which a source at or above its fair share is refused. */
  fairShareFrom: number
}

/** Why an upgrade may not go on: 'busy' (503, nobody to make room) or 'over share' (429). */
export type ShareRefusal = 'busy' | 'over share'

/**
 * Sockets per source (an IPv4 /24 or IPv6 /64, see ipSource), open or still upgrading, so that
 * no few sources can hold every slot: near the cap a source at its fair share (the slots split
 * evenly among the sources holding any) is refused, and at the cap a source below its share
 * gets in by closing the least recently active socket of a source above its share.
 */
export class SourceShares {
  /** Open and upgrading sockets per source. */
  private readonly held = new Map<string, number>()
  private readonly open = new Map<string, Set<RelayConnection>>()
  private total = 0

  constructor(private readonly settings: ShareSettings) {}

  get count(): number {
    return this.total
  }

  /** Takes an upgrading slot for a socket from this source, or says why not. */
  enter(source: string): ShareRefusal | undefined {
    const held = this.held.get(source) ?? 0
    if (this.total >= this.settings.maxConnections && !this.victim(source)) return 'busy'
    if (this.total >= this.settings.fairShareFrom && held >= this.fairShare(source))
      return 'over share'
    this.held.set(source, held + 1)
    this.total++
    return undefined
  }

  /**
   * Brings the sockets back to the cap once an upgrade from `source` passed its checks, closing
   * the least recently active sockets of sources above their share; false when none is left.
   */
  makeRoom(source: string): boolean {
    while (this.total > this.settings.maxConnections) {
      const victim = this.victim(source, 1)
      if (!victim) return false
      this.closed(victim)
      victim.socket.close(1013, 'Relay busy: too many sockets from your network')
    }
    return true
  }

  /** An upgrade that held a slot became this socket. */
  opened(connection: RelayConnection): void {
    let sockets = this.open.get(connection.source)
    if (!sockets) {
      sockets = new Set()
      this.open.set(connection.source, sockets)
    }
    sockets.add(connection)
  }

  /** An upgrade that held a slot was refused or dropped before it became a socket. */
  cancelled(source: string): void {
    this.release(source)
  }

  /** A socket closed (or was closed to make room); each is counted off once. */
  closed(connection: RelayConnection): void {
    const sockets = this.open.get(connection.source)
    if (!sockets?.delete(connection)) return
    if (sockets.size === 0) this.open.delete(connection.source)
    this.release(connection.source)
  }

  /** The slots split evenly among the sources holding any, this one included. */
  private fairShare(source: string): number {
    const sources = this.held.size + (this.held.has(source) ? 0 : 1)
    return Math.max(1, Math.floor(this.settings.maxConnections / sources))
  }

  /**
   * The least recently active socket of a source holding more than its fair share, for a source
   * below its share (`upgrading`: its slots already counting the upgrade that asks).
   */
  private victim(source: string, upgrading = 0): RelayConnection | undefined {
    const share = this.fairShare(source)
    if ((this.held.get(source) ?? 0) - upgrading >= share) return undefined
    let found: RelayConnection | undefined
    for (const [other, sockets] of this.open) {
      if ((this.held.get(other) ?? 0) <= share) continue
      for (const connection of sockets)
        if (!found || connection.lastActiveAt < found.lastActiveAt) found = connection
    }
    return found
  }

  private release(source: string): void {
    const held = this.held.get(source) ?? 0
    if (held <= 1) this.held.delete(source)
    else this.held.set(source, held - 1)
    this.total--
  }
}

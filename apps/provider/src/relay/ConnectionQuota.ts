import { TokenBucketLimiter } from '../http/TokenBucketLimiter'
import type { RateLimit } from './RelayConnection'

export interface QuotaSettings {
  maxConnectionsPerIp: number
  maxConnectionsPerClient: number
  /** New sockets an IP may open: a burst, then so many a second. */
  newConnectionsPerIp: RateLimit
  /** New sockets one client key (did:key) may open. */
  newConnectionsPerClient: RateLimit
}

/**
 * Open sockets and new sockets a second, per client IP and per client key, so one client
 * cannot take every slot of the relay. Admissions hold a slot until released.
 */
export class ConnectionQuota {
  private readonly openByIp = new Map<string, number>()
  private readonly openByClient = new Map<string, number>()
  private readonly ipRate: TokenBucketLimiter
  private readonly clientRate: TokenBucketLimiter

  constructor(
    private readonly settings: QuotaSettings,
    now: () => number,
  ) {
    const { newConnectionsPerIp: ip, newConnectionsPerClient: client } = settings
    this.ipRate = new TokenBucketLimiter(ip.burst, ip.perSecond, 100_000, now)
    this.clientRate = new TokenBucketLimiter(client.burst, client.perSecond, 100_000, now)
  }

  /** Takes a slot for a socket from this IP; false when it has too many or opens them too fast. */
  admitIp(ip: string): boolean {
    return this.admit(this.openByIp, ip, this.settings.maxConnectionsPerIp, this.ipRate)
  }

  /** Takes a slot for a socket of this client key, as admitIp does for IPs. */
  admitClient(clientId: string): boolean {
    return this.admit(
      this.openByClient,
      clientId,
      this.settings.maxConnectionsPerClient,
      this.clientRate,
    )
  }

  releaseIp(ip: string): void {
    release(this.openByIp, ip)
  }

  releaseClient(clientId: string): void {
    release(this.openByClient, clientId)
  }

  private admit(
    open: Map<string, number>,
    key: string,
    max: number,
    rate: TokenBucketLimiter,
  ): boolean {
    const count = open.get(key) ?? 0
    if (count >= max || !rate.take(key).allowed) return false
    open.set(key, count + 1)
    return true
  }
}

function release(open: Map<string, number>, key: string): void {
  const count = open.get(key) ?? 0
  if (count <= 1) open.delete(key)
  else open.set(key, count - 1)
}

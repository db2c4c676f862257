/**
 * The one call siwx makes on the host's Redis client, so it depends on no client library:
 * ioredis has `call(command, args)`, node-redis (v4, v5) `sendCommand([command, ...args])`.
 */
export type SiwxRedisClient =
  | { call(command: string, args: string[]): Promise<unknown> }
  | { sendCommand(args: string[]): Promise<unknown> }

/** Sends one command on whichever client the host gave. */
export function redisCommand(
  client: SiwxRedisClient,
  command: string,
  args: readonly (string | number)[],
): Promise<unknown> {
  const strings = args.map(String)
  // ioredis has a `sendCommand` too (taking a Command object): prefer its `call`.
  return 'call' in client && typeof client.call === 'function'
    ? client.call(command, strings)
    : (client as { sendCommand(args: string[]): Promise<unknown> }).sendCommand([
        command,
        ...strings,
      ])
}

/** Runs a Lua script (EVAL): what makes a read-and-write one atomic step. */
export function evalScript(
  client: SiwxRedisClient,
  script: string,
  keys: readonly string[],
  args: readonly (string | number)[],
): Promise<unknown> {
  return redisCommand(client, 'EVAL', [script, keys.length, ...keys, ...args])
}

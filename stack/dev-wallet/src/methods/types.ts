/** A method handler gets the positional params and resolves with the JSON-RPC result. */
export type MethodHandler = (params: readonly unknown[]) => Promise<unknown>

export type MethodTable = Record<string, MethodHandler>

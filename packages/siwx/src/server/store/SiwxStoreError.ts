/** The store behind sign-in failed (Redis or the database unreachable); the handler answers 503. */
export class SiwxStoreError extends Error {
  override name = 'SiwxStoreError'
  constructor(cause: unknown) {
    super('The sign-in store is unavailable', { cause })
  }
}

/** Runs a back-end call, turning whatever it throws into a SiwxStoreError. */
export async function storeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw error instanceof SiwxStoreError ? error : new SiwxStoreError(error)
  }
}

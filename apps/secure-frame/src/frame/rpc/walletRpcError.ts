/** A wallet error with its EIP-1193 code (4001 user rejected, 4200 unsupported method). */
export class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

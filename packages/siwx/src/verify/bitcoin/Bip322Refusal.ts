/** BIP-322's two failing outcomes: a check failed, or the script is beyond this verifier. */
export type Bip322RefusalState = 'invalid' | 'inconclusive'

/** Why a BIP-322 signature is not valid; thrown inside the verifier, never out of it. */
export class Bip322Refusal extends Error {
  override name = 'Bip322Refusal'
  constructor(
    readonly state: Bip322RefusalState,
    message: string,
  ) {
    super(message)
  }
}

export const invalid = (message: string) => new Bip322Refusal('invalid', message)
export const inconclusive = (message: string) => new Bip322Refusal('inconclusive', message)

/** Why a session was refused; each reason has its own error class below. */
export type SiwxRefusal =
  | 'malformed-message'
  | 'data-mismatch'
  | 'domain'
  | 'uri'
  | 'chain'
  | 'nonce'
  | 'expired'
  | 'not-yet-valid'
  | 'issued-in-future'
  | 'unsupported-namespace'
  | 'signature'

/** A session the server refuses; `reason` names the check that failed. */
export class SiwxVerificationError extends Error {
  override name = 'SiwxVerificationError'
  constructor(
    readonly reason: SiwxRefusal,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

export class SiwxMalformedMessageError extends SiwxVerificationError {
  override name = 'SiwxMalformedMessageError'
  constructor(cause: unknown) {
    super('malformed-message', 'The message is not a CAIP-122 sign-in message', { cause })
  }
}

export class SiwxDataMismatchError extends SiwxVerificationError {
  override name = 'SiwxDataMismatchError'
  constructor(readonly field: string) {
    super('data-mismatch', `The session's ${field} differs from the signed message's`)
  }
}

export class SiwxDomainMismatchError extends SiwxVerificationError {
  override name = 'SiwxDomainMismatchError'
  constructor(
    readonly expected: string,
    readonly received: string,
  ) {
    super('domain', `The message is for ${received}, not ${expected}`)
  }
}

export class SiwxUriMismatchError extends SiwxVerificationError {
  override name = 'SiwxUriMismatchError'
  constructor(readonly received: string) {
    super('uri', `The message's URI ${received} is not this site's`)
  }
}

export class SiwxChainNotAllowedError extends SiwxVerificationError {
  override name = 'SiwxChainNotAllowedError'
  constructor(readonly chainId: string) {
    super('chain', `Sign-in on ${chainId} is not accepted`)
  }
}

export class SiwxNonceError extends SiwxVerificationError {
  override name = 'SiwxNonceError'
  constructor(readonly nonce: string) {
    super('nonce', 'The nonce was not issued here, has expired or was used already')
  }
}

export class SiwxExpiredError extends SiwxVerificationError {
  override name = 'SiwxExpiredError'
  constructor(readonly expirationTime: string) {
    super('expired', `The message expired at ${expirationTime}`)
  }
}

export class SiwxNotYetValidError extends SiwxVerificationError {
  override name = 'SiwxNotYetValidError'
  constructor(readonly notBefore: string) {
    super('not-yet-valid', `The message is not valid before ${notBefore}`)
  }
}

export class SiwxIssuedInFutureError extends SiwxVerificationError {
  override name = 'SiwxIssuedInFutureError'
  constructor(readonly issuedAt: string) {
    super('issued-in-future', `The message says it was issued at ${issuedAt}, later than now`)
  }
}

export class SiwxUnsupportedNamespaceError extends SiwxVerificationError {
  override name = 'SiwxUnsupportedNamespaceError'
  constructor(readonly namespace: string) {
    super('unsupported-namespace', `No verifier for ${namespace} signatures`)
  }
}

export class SiwxSignatureError extends SiwxVerificationError {
  override name = 'SiwxSignatureError'
  constructor(readonly address: string) {
    super('signature', `The signature is not ${address}'s over this message`)
  }
}

import {
  type CodedMessage,
  isLatchkeyError,
  isUserRejection,
  type Message,
  messageOfError,
} from '@latchkey/core'

/** The error's code when its text is exactly its code's fixed catalogue text (SPEC §8), else undefined. */
export function catalogueMessage(error: unknown): CodedMessage | undefined {
  if (!isLatchkeyError(error)) return undefined
  const message = messageOfError(error)
  return message.params === undefined && message.reason === undefined ? message : undefined
}

/** A user's refusal reads 'Signature declined'; anything else the caller's fallback message. */
export function signingToast(error: unknown, fallback: Message): Message {
  return isUserRejection(error) ? { code: 'SIGNATURE_DECLINED' } : fallback
}

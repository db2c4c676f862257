import { ERRORS, type ErrorCode } from '@latchkey/core'
import type { Translator } from './createTranslator'

const BY_TEXT = /* @__PURE__ */ new Map<string, ErrorCode>(
  (Object.entries(ERRORS) as [ErrorCode, unknown][])
    .filter((entry): entry is [ErrorCode, string] => typeof entry[1] === 'string')
    .map(([code, text]) => [text, code]),
)

/**
 * Controllers hand the UI exact catalogue English; this shows it in the visitor's locale when the
 * text is a fixed catalogue entry, and unchanged otherwise (a server's reason, a wallet's error).
 */
export function translateCatalogueText(text: string, translator: Translator): string {
  const code = BY_TEXT.get(text)
  return code ? translator.tError(code as never) : text
}

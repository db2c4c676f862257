/** Roots that accept constructed stylesheets: a shadow root, or the document itself. */
export type StyleRoot = ShadowRoot | Document

const sheets = new Map<string, CSSStyleSheet>()

/**
 * A constructed stylesheet for a CSS text, shared by every root of the page.
 * Constructed sheets are CSSOM, not markup, so they work under `style-src 'self'`.
 */
export function constructSheet(css: string): CSSStyleSheet {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  return sheet
}

/** Adds sheets to a root once each, keeping the ones it already has and their order. */
export function adoptSheets(root: StyleRoot, added: readonly CSSStyleSheet[]): void {
  const current = root.adoptedStyleSheets
  const missing = added.filter((sheet) => !current.includes(sheet))
  if (missing.length > 0) root.adoptedStyleSheets = [...current, ...missing]
}

/** True where the browser supports adoptedStyleSheets (every evergreen browser since 2023). */
export function supportsConstructedSheets(): boolean {
  return (
    typeof CSSStyleSheet !== 'undefined' &&
    typeof Document !== 'undefined' &&
    'adoptedStyleSheets' in Document.prototype &&
    'replaceSync' in CSSStyleSheet.prototype
  )
}

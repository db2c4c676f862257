import { escapeHtml } from './escapeHtml'

/** A top-level page (a mail link, a login callback) that only says what happened. */
export const messagePage = (title: string, text: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`

import { serverDirectionOf, serverLocaleOf } from '../i18n/server/serverText'
import { escapeHtml } from './escapeHtml'

/**
 * A top-level page (a mail link, a login callback) that only says what happened, in `locale`'s
 * language and direction (the tag is validated again here: only one of ours reaches the page).
 */
export const messagePage = (title: string, text: string, locale = 'en'): string => {
  const tag = serverLocaleOf(locale)
  return `<!doctype html><html lang="${tag}" dir="${serverDirectionOf(tag)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`
}

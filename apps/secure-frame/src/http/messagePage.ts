import { directionOf, localeTagOf } from '../i18n/localeTags'
import { escapeHtml } from './escapeHtml'

/**
 * A top-level page (a mail link, a login callback) that only says what happened, in `locale`'s
 * language and direction (the tag is validated again here: only one of ours reaches the page).
 */
export const messagePage = (title: string, text: string, locale = 'en'): string => {
  const tag = localeTagOf(locale)
  return `<!doctype html><html lang="${tag}" dir="${directionOf(tag)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`
}

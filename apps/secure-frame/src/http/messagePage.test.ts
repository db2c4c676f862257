import { describe, expect, it } from 'vitest'
import { messagePage } from './messagePage'

describe('messagePage', () => {
  it('titles and heads the page with the title, and escapes both texts', () => {
    const html = messagePage('Device <approved>', 'Go "back" & wait')
    expect(html).toContain('<html lang="en" dir="ltr">')
    expect(html).toContain('<title>Device &#60;approved&#62;</title>')
    expect(html).toContain('<h1>Device &#60;approved&#62;</h1>')
    expect(html).toContain('<p>Go &#34;back&#34; &#38; wait</p>')
    expect(html).not.toContain('<approved>')
  })

  // Issue 35: a page in the visitor's locale, right to left in Arabic, Hebrew and Persian.
  it('in Arabic: lang and dir on <html>, the texts escaped', () => {
    const html = messagePage('تمت <الموافقة>', 'عد إلى "التطبيق" & انتظر', 'ar')
    expect(html.startsWith('<!doctype html><html lang="ar" dir="rtl"><head>')).toBe(true)
    expect(html).toContain('<title>تمت &#60;الموافقة&#62;</title>')
    expect(html).toContain('<h1>تمت &#60;الموافقة&#62;</h1>')
    expect(html).toContain('<p>عد إلى &#34;التطبيق&#34; &#38; انتظر</p>')
    expect(html).not.toContain('<الموافقة>')
  })

  it('takes only a tag of ours for lang: any other value is English', () => {
    expect(messagePage('a', 'b', 'pt-br')).toContain('<html lang="pt-BR" dir="ltr">')
    expect(messagePage('a', 'b', 'FA')).toContain('<html lang="fa" dir="rtl">')
    const hostile = messagePage('a', 'b', '"><script>x</script>')
    expect(hostile).toContain('<html lang="en" dir="ltr">')
    expect(hostile).not.toContain('script')
  })
})

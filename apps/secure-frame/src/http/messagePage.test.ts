import { describe, expect, it } from 'vitest'
import { messagePage } from './messagePage'

describe('messagePage', () => {
  it('titles and heads the page with the title, and escapes both texts', () => {
    const html = messagePage('Device <approved>', 'Go "back" & wait')
    expect(html).toContain('<title>Device &#60;approved&#62;</title>')
    expect(html).toContain('<h1>Device &#60;approved&#62;</h1>')
    expect(html).toContain('<p>Go &#34;back&#34; &#38; wait</p>')
    expect(html).not.toContain('<approved>')
  })
})

import axe from 'axe-core'
import { describe, expect, it } from 'vitest'

describe('axe under happy-dom', () => {
  it('reports real problems, so a clean run means something', async () => {
    document.body.innerHTML =
      '<div role="dialog"><button type="button"><svg aria-hidden="true"></svg></button><input></div><img src="x.png">'
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
    const ids = result.violations.map((v) => v.id)
    expect(ids).toEqual(
      expect.arrayContaining(['button-name', 'label', 'image-alt', 'aria-dialog-name']),
    )
    document.body.innerHTML = ''
  })
})

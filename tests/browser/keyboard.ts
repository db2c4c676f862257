import type { Page } from 'playwright-core'

/**
 * Tabs through the open dialog and returns the controls Tab never reached (by name), so every
 * control of a view is known to be usable with a keyboard alone. A control is what the browser
 * would put in the tab order: links, buttons, fields and tabindex >= 0, enabled, drawn, not
 * inert. Of a radio group only one button is a Tab stop (arrows move within it), so a group
 * counts once.
 */
export async function unreachableByKeyboard(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    const card = document
      .querySelector('appkit-modal')
      ?.shadowRoot?.querySelector('[role="dialog"]')
    if (!card) return 0
    const seenGroups = new Set<string>()
    const controls = [
      ...card.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex]',
      ),
    ].filter((element) => {
      if ((element as HTMLButtonElement).disabled || element.tabIndex < 0) return false
      if (element.getClientRects().length === 0 || element.closest('[inert]')) return false
      if (getComputedStyle(element).visibility === 'hidden') return false
      if (element instanceof HTMLInputElement && element.type === 'radio') {
        if (seenGroups.has(element.name)) return false
        seenGroups.add(element.name)
      }
      return true
    })
    for (const element of card.querySelectorAll('[data-kb-stop]'))
      element.removeAttribute('data-kb-stop')
    controls.forEach((element, index) => {
      element.setAttribute('data-kb-stop', String(index))
    })
    return controls.length
  })
  const reached = new Set<string>()
  // Two presses more than there are stops: the trap goes round once whatever had the focus.
  for (let press = 0; press < count + 2 && reached.size < count; press++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      let active: Element | null = document.activeElement
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      const marked = active?.closest('[data-kb-stop]')
      if (active instanceof HTMLInputElement && active.type === 'radio') {
        const group = active.getRootNode() as ParentNode
        return (
          group
            .querySelector(`input[type="radio"][name="${active.name}"][data-kb-stop]`)
            ?.getAttribute('data-kb-stop') ?? null
        )
      }
      return marked?.getAttribute('data-kb-stop') ?? null
    })
    if (stop !== null) reached.add(stop)
  }
  return page.evaluate(
    (stops) => {
      const card = document
        .querySelector('appkit-modal')
        ?.shadowRoot?.querySelector('[role="dialog"]')
      return [...(card?.querySelectorAll<HTMLElement>('[data-kb-stop]') ?? [])]
        .filter((element) => !stops.includes(element.getAttribute('data-kb-stop') ?? ''))
        .map((element) => {
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''
          return `<${element.localName}> "${name.slice(0, 40)}"`
        })
    },
    [...reached],
  )
}

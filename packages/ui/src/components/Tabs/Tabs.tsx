import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { useStyles } from '../../styles/StyleRootContext'
import { tabsCss } from './tabsCss'

export interface TabItem<Id extends string> {
  id: Id
  label: string
}

export interface TabsProps<Id extends string> {
  /** Names the tab list for screen readers. */
  label: string
  tabs: readonly TabItem<Id>[]
  selected: Id
  onSelect(id: Id): void
  /** The selected tab's panel. */
  children?: ReactNode
}

/**
 * WAI-ARIA tabs with a roving tabindex: one Tab stop for the list, arrows and Home/End move
 * between tabs and select them.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<Id>) {
  useStyles(tabsCss)
  const baseId = useId()
  const refs = useRef(new Map<Id, HTMLButtonElement>())
  const tabId = (id: Id) => `${baseId}-tab-${id}`
  const panelId = `${baseId}-panel`

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[next]
    if (!tab) return
    onSelect(tab.id)
    refs.current.get(tab.id)?.focus()
  }

  return (
    <div className="lk-tabs">
      <div className="lk-tablist" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node)
                else refs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="lk-tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => move(event, index)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        className="lk-tabpanel"
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a panel without focusable content must still be reachable (WAI-ARIA tabs)
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  )
}

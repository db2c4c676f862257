import { VIEWS } from '@latchkey/controllers'
import type { AppKit } from '@latchkey/react'
import { Panel } from './Panel'

/** Opens the modal on any view, for walking every screen by hand. */
export function ViewsPanel({ appKit }: { appKit: AppKit }) {
  return (
    <Panel title="Views" id="views">
      <div className="wrap">
        {VIEWS.map((view) => (
          <button key={view} type="button" onClick={() => void appKit.open({ view })}>
            {view}
          </button>
        ))}
      </div>
    </Panel>
  )
}

import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { useStyles } from '../../styles/StyleRootContext'
import { ViewBody } from './ViewBody'

/** A point's texts: `<point>Title` and `<point>Text` in the message tables. */
export type ExplainerPoint =
  | 'whatIsAWallet.home'
  | 'whatIsAWallet.login'
  | 'whatIsAWallet.control'
  | 'whatIsANetwork.ledger'
  | 'whatIsANetwork.switch'
  | 'whatIsANetwork.fees'

const explainerCss = /* css */ `
.lk-explainer { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 14px; }
.lk-explainer li { display: flex; gap: 12px; align-items: flex-start; }
.lk-explainer-icon {
  flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: 36px; height: 36px; border-radius: 50%;
  background: var(--lk-color-surface); color: var(--lk-color-accent);
}
.lk-explainer-title { font-weight: 600; }
.lk-explainer-text { color: var(--lk-color-foreground-muted); }
`

/** An explainer view: a few points, each an icon, a heading and a line, then the way on. */
export function Explainer({
  points,
  children,
}: {
  points: readonly (readonly [ExplainerPoint, ReactNode])[]
  children: ReactNode
}) {
  useStyles(explainerCss)
  const t = useT()
  return (
    <ViewBody>
      <ul className="lk-explainer">
        {points.map(([point, icon]) => (
          <li key={point}>
            <span className="lk-explainer-icon">{icon}</span>
            <div>
              <h3 className="lk-explainer-title">{t(`${point}Title`)}</h3>
              <p className="lk-explainer-text">{t(`${point}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      {children}
    </ViewBody>
  )
}

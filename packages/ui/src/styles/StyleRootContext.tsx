import { createContext, useContext, useLayoutEffect } from 'react'
import { adoptSheets, constructSheet, type StyleRoot } from './constructSheet'

const StyleRootContext = createContext<StyleRoot | null>(null)

export const StyleRootProvider = StyleRootContext.Provider

export function useStyleRoot(): StyleRoot | null {
  return useContext(StyleRootContext)
}

/**
 * Adopts a component's CSS into the root it renders in, before the first paint.
 * Lazy views bring their own CSS this way. Outside a style root nothing is adopted,
 * so the host page's styles are never touched.
 */
export function useStyles(...cssModules: string[]): void {
  const root = useStyleRoot()
  const key = cssModules.join('\n')
  useLayoutEffect(() => {
    if (root) adoptSheets(root, [constructSheet(key)])
  }, [root, key])
}

/** True when the visitor asked the system for less motion; false where it cannot be known (SSR). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/** How long an exit animation should hold the element: none under reduced motion. */
export function motionDuration(ms: number): number {
  return prefersReducedMotion() ? 0 : ms
}

import { MOTION } from './durations'

/** Keyframes and timing of the modal; all of it is switched off under reduced motion. */
export const motionCss = /* css */ `
:host {
  --lk-duration-view: ${MOTION.viewMs}ms;
  --lk-duration-modal: ${MOTION.modalMs}ms;
  --lk-duration-fade: ${MOTION.fadeMs}ms;
  --lk-duration-shake: ${MOTION.shakeMs}ms;
  --lk-ease: cubic-bezier(0.2, 0.8, 0.2, 1);
}
@keyframes lk-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes lk-fade-out { from { opacity: 1; } to { opacity: 0; } }
@keyframes lk-card-in {
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
}
@keyframes lk-card-out {
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: translateY(12px) scale(0.98); }
}
@keyframes lk-view-in {
  from { opacity: 0; transform: translateX(calc(8px * var(--lk-inline-sign, 1))); }
  to { opacity: 1; transform: none; }
}
@keyframes lk-shake {
  0%, 100% { transform: translateX(0); }
  15%, 55% { transform: translateX(-6px); }
  35%, 75% { transform: translateX(6px); }
}
@keyframes lk-spin { to { transform: rotate(360deg); } }
.lk-backdrop[data-state='open'] { animation: lk-fade-in var(--lk-duration-fade) ease-out both; }
.lk-backdrop[data-state='closing'] { animation: lk-fade-out var(--lk-duration-fade) ease-in both; }
.lk-card[data-state='open'] { animation: lk-card-in var(--lk-duration-modal) var(--lk-ease) both; }
.lk-card[data-state='closing'] { animation: lk-card-out var(--lk-duration-modal) ease-in both; }
.lk-shaker[data-shake='true'] { animation: lk-shake var(--lk-duration-shake) ease-in-out both; }
.lk-view { animation: lk-view-in var(--lk-duration-view) var(--lk-ease) both; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0s !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0s !important;
  }
  .lk-spinner { animation: none !important; }
}
`

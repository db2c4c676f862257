export const activityCss = /* css */ `
.lk-activity-group { display: flex; flex-direction: column; gap: 4px; }
.lk-activity-month { font-size: var(--lk-font-size-small); font-weight: 700; color: var(--lk-color-foreground-muted); padding-top: 8px; }
.lk-activity-row { display: flex; align-items: center; gap: 12px; padding: 8px 4px; }
.lk-activity-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.lk-activity-title { font-weight: 600; }
.lk-activity-detail { font-size: var(--lk-font-size-small); color: var(--lk-color-foreground-muted); }
.lk-activity-status[data-status='failed'] { color: var(--lk-color-error); }
`

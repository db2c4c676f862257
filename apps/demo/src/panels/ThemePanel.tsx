import { midnightTheme, useAppKitTheme } from '@latchkey/react'
import { Panel } from './Panel'

const ACCENTS = ['#3b82f6', '#ff0066', '#16a34a']

export function ThemePanel() {
  const { theme, themeMode, setThemeMode, setThemeVariables, setTheme } = useAppKitTheme()
  const locale = new URLSearchParams(location.search).get('locale') ?? 'en'
  return (
    <Panel title="Theme and language" id="theme">
      <div className="row">
        <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
          Theme: {themeMode}
        </button>
        {ACCENTS.map((accent) => (
          <button
            key={accent}
            type="button"
            aria-label={`Accent ${accent}`}
            className="swatch"
            data-accent={accent}
            onClick={() => setThemeVariables({ '--lk-accent': accent })}
          />
        ))}
        <button
          type="button"
          onClick={() => setTheme(midnightTheme({ accentColor: '#16a34a', borderRadius: 'small' }))}
        >
          Midnight theme
        </button>
        {/* Midnight is one theme for both modes: under it the mode toggle changes nothing. */}
        <button type="button" disabled={!theme} onClick={() => setTheme(undefined)}>
          Default theme
        </button>
      </div>
      <p>
        Language:{' '}
        {['en', 'de', 'fr', 'es', 'ja', 'zh-Hans', 'ar', 'he'].map((tag) => (
          <a
            key={tag}
            href={`?locale=${tag}&theme=${themeMode}`}
            aria-current={tag === locale ? 'true' : undefined}
          >
            {tag}
          </a>
        ))}
      </p>
    </Panel>
  )
}

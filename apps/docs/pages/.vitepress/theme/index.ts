import type { Theme } from 'vitepress'
// The default theme without its Inter font files: the site uses the visitor's system fonts.
import DefaultTheme from 'vitepress/theme-without-fonts'
import ThemePreview from './ThemePreview'
import './preview.css'

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('ThemePreview', ThemePreview)
  },
} satisfies Theme

// The theming page's live preview: the real modal of @latchkey/ui, created in the page (embedded,
// so it stays open inline) with a local-only config: one EVM adapter, no project id, no apiUrl,
// so it asks no server for anything. Each control calls setTheme; the modal and the buttons
// follow live. Written with render functions (no .vue file) so the repository's linter reads it.
import { computed, defineComponent, h, onBeforeUnmount, onMounted, reactive, ref, watch } from 'vue'

type UiModule = typeof import('@latchkey/ui')
type Preset = 'lightTheme' | 'darkTheme' | 'midnightTheme'

/** Each control: its knob, and the values offered ('' leaves the knob out). */
const SELECTS: Record<string, readonly string[]> = {
  preset: ['lightTheme', 'darkTheme', 'midnightTheme'],
  accentColorForeground: ['', '#ffffff', '#000000'],
  borderRadius: ['none', 'small', 'medium', 'large'],
  fontStack: ['system', 'rounded'],
  overlayBlur: ['none', 'small', 'large'],
  modalBackground: ['', '#fff8e7', '#10241b'],
}

export default defineComponent({
  name: 'ThemePreview',
  setup() {
    const knobs = reactive<Record<string, string>>({
      preset: 'lightTheme',
      accentColor: '#3b5bdb',
      accentColorForeground: '',
      borderRadius: 'medium',
      fontStack: 'system',
      overlayBlur: 'none',
      modalBackground: '',
    })
    const status = ref<'loading' | 'ready' | 'failed'>('loading')
    const error = ref('')
    let ui: UiModule | undefined
    let appKit: ReturnType<UiModule['createAppKit']> | undefined

    /** The preset's options: every knob but the preset, the empty ones left out. */
    const options = computed(() =>
      Object.fromEntries(
        Object.entries(knobs).filter(([key, value]) => key !== 'preset' && value !== ''),
      ),
    )
    const preset = () => knobs.preset as Preset
    /** The call this preview makes, as the page's reader would write it. */
    const snippet = computed(() => {
      const fields = Object.entries(options.value)
        .map(([key, value]) => `    ${key}: '${value}',`)
        .join('\n')
      return `createAppKit({\n  adapters: [evmAdapter()],\n  networks: [mainnet],\n  theme: ${preset()}({\n${fields}\n  }),\n})`
    })

    const apply = () => {
      if (!ui || !appKit) return
      try {
        appKit.setTheme(ui[preset()](options.value))
        error.value = ''
      } catch (e) {
        error.value = (e as Error).message
      }
    }

    onMounted(async () => {
      try {
        const [loaded, evm] = await Promise.all([
          import('@latchkey/ui'),
          import('@latchkey/adapter-evm'),
        ])
        ui = loaded
        appKit = loaded.createAppKit({
          adapters: [evm.evmAdapter()],
          networks: [evm.mainnet],
          enableEmbedded: true,
          theme: loaded[preset()](options.value),
          metadata: {
            name: 'Latchkey docs',
            description: 'Theme preview',
            url: location.origin,
            icons: [],
          },
        })
        status.value = 'ready'
      } catch (e) {
        status.value = 'failed'
        error.value = (e as Error).message
      }
    })
    watch(knobs, apply)
    onBeforeUnmount(() => ui?.resetAppKit())

    const control = (name: string) =>
      h('label', [
        name,
        SELECTS[name]
          ? h(
              'select',
              {
                name,
                value: knobs[name],
                onChange: (e: Event) => {
                  knobs[name] = (e.target as HTMLSelectElement).value
                },
              },
              SELECTS[name]!.map((value) =>
                h('option', { value, selected: value === knobs[name] }, value || 'default'),
              ),
            )
          : h('input', {
              name,
              type: 'color',
              value: knobs[name],
              onInput: (e: Event) => {
                knobs[name] = (e.target as HTMLInputElement).value
              },
            }),
      ])

    return () =>
      h('div', { class: 'theme-preview', 'data-status': status.value }, [
        h(
          'form',
          {
            class: 'knobs',
            'aria-label': 'Theme controls',
            onSubmit: (e: Event) => e.preventDefault(),
          },
          Object.keys(knobs).map(control),
        ),
        status.value === 'loading' ? h('p', 'Loading the modal…') : null,
        error.value ? h('p', { class: 'error', role: 'alert' }, error.value) : null,
        h('div', { class: 'stage' }, [
          h('div', { class: 'buttons' }, [h('appkit-button'), h('appkit-network-button')]),
          h('appkit-modal'),
        ]),
        h('pre', { class: 'snippet' }, [h('code', snippet.value)]),
      ])
  },
})

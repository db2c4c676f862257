import { libraryConfig } from '../../scripts/tsup.base'

// `basic` is its own entry, built whole (no shared chunk): the UI imports it lazily, and a chunk
// shared with what adapters import at start-up would carry basic mode's code into start-up.
// `sessionRuntime` is an entry too, which the session imports on demand as the sibling file
// (left external here): an adapter importing the session at start-up does not carry it there.
export default libraryConfig({
  entry: ['src/index.ts', 'src/basic.ts', 'src/sessionRuntime.ts'],
  splitting: false,
  esbuildPlugins: [
    {
      name: 'session-runtime-on-demand',
      setup(build) {
        // The CJS build is an ESM build written to .cjs files (and converted after).
        const extension = build.initialOptions.outExtension?.['.js'] ?? '.js'
        build.onResolve({ filter: /^\.\/sessionRuntime$/ }, (args) =>
          args.kind === 'dynamic-import'
            ? { path: `./sessionRuntime${extension}`, external: true }
            : undefined,
        )
      },
    },
  ],
})

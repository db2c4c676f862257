#!/usr/bin/env node
import { runCodemod } from './runCodemod'

const args = process.argv.slice(2)
const dryRun = args.includes('--dry')
const paths = args.filter((arg) => !arg.startsWith('--'))
if (paths.length === 0 || args.includes('--help')) {
  console.log('Usage: latchkey-codemod [--dry] <file or folder>...')
  console.log(
    "Moves an AppKit app's imports, adapter construction and --w3m-* variables to Latchkey.",
  )
  process.exit(paths.length === 0 && !args.includes('--help') ? 1 : 0)
}
const { changed, warnings } = runCodemod(paths, { dryRun })
for (const file of changed) console.log(`${dryRun ? 'would change' : 'changed'} ${file}`)
for (const warning of warnings) console.warn(`warning: ${warning}`)
console.log(
  `${changed.length} file(s) ${dryRun ? 'to change' : 'changed'}, ${warnings.length} warning(s)`,
)

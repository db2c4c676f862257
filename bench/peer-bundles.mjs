// The peers' bundles beside ours (issue 13): the same small React app with RainbowKit and with
// ConnectKit (and the wagmi, viem and TanStack Query they require), built like our fixtures.
// Sizes are absolute; the ratios are each peer's figure over ours.
import { buildFixture, measureBuild } from './measure-bundle.mjs'
import { PEER_FIXTURES, ratio } from './peers.mjs'
import { kb, printTable } from './table.mjs'

const LABELS = { appkit: 'Latchkey (appkit)', rainbowkit: 'RainbowKit', connectkit: 'ConnectKit' }

/** Builds the peers' fixtures one after the other (they take minutes on a loaded machine). */
export async function measurePeerBundles() {
  const out = {}
  for (const name of PEER_FIXTURES) out[name] = measureBuild(await buildFixture(name))
  return out
}

/** The largest start-up packages of a build, as "name 12.3 KB, …". */
function largest(build, count = 5) {
  return [...build.packages]
    .filter(([, row]) => row.startup > 0)
    .sort((a, b) => b[1].startup - a[1].startup)
    .slice(0, count)
    .map(([name, row]) => `${name} ${kb(row.startup)}`)
    .join(', ')
}

/** Prints ours and the peers: start-up gz, what it adds to the plain app, lazy gz, ratios. */
export function printPeerBundles(plain, appkit, peers) {
  const oursAdded = appkit.startup.gzip - plain.startup.gzip
  const row = (name, build) => {
    const added = build.startup.gzip - plain.startup.gzip
    return [
      LABELS[name],
      kb(build.startup.gzip),
      kb(added),
      name === 'appkit' ? '' : ratio(added, oursAdded),
      kb(build.lazy.gzip),
      name === 'appkit' ? '' : ratio(build.lazy.gzip, appkit.lazy.gzip),
    ]
  }
  printTable(
    'Bundle: ours and the peers, the same React app, gzipped JS (level 9), Vite build',
    ['app', 'start-up gz', 'added to plain', 'ratio', 'lazy gz', 'ratio'],
    [
      ['plain app (React + button)', kb(plain.startup.gzip), '', '', kb(plain.lazy.gzip), ''],
      row('appkit', appkit),
      ...Object.entries(peers).map(([name, build]) => row(name, build)),
    ],
    [
      '"added to plain": start-up gz minus the plain app\'s; a peer\'s includes the wagmi, viem and',
      "TanStack Query it requires. ratio: the peer's figure over ours.",
      ...Object.entries(peers).map(
        ([name, build]) => `${LABELS[name]} start-up: ${largest(build)}`,
      ),
    ],
  )
}

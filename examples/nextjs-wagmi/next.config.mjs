/**
 * wagmi 3 is this app's: adapter-wagmi takes @wagmi/core as a peer, so it must use the app's copy,
 * as it does in an app's own install (in this workspace adapter-wagmi's dev dependency is wagmi 2).
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  // Nothing leaves the machine: no remote images, no fonts from a CDN (the page uses system fonts).
  images: { unoptimized: true, remotePatterns: [] },
  poweredByHeader: false,
  turbopack: {
    resolveAlias: {
      '@wagmi/core': './node_modules/@wagmi/core',
      '@wagmi/core/*': './node_modules/@wagmi/core/*',
      wagmi: './node_modules/wagmi',
      viem: './node_modules/viem',
    },
  },
}

export default nextConfig

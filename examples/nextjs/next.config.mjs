/** @type {import('next').NextConfig} */
const nextConfig = {
  // Nothing leaves the machine: no remote images, no fonts from a CDN (the page uses system fonts).
  images: { unoptimized: true, remotePatterns: [] },
  poweredByHeader: false,
}

export default nextConfig

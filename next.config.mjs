/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is pre-rendered to static HTML in out/ (any static host or CDN can serve it).
  output: 'export',
  images: { unoptimized: true },
  // Clean URLs: /about is written as out/about.html; the servers we ship map one to the other.
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;

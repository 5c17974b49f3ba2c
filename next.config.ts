import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly next to its own module; pino and pg are plain Node packages.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'pino',
    'drizzle-orm',
    'isomorphic-dompurify',
    'jsdom',
  ],
  poweredByHeader: false,
  reactStrictMode: true,
  // Security headers are set per response by the custom server (scripts/server.ts), where runtime
  // configuration such as tracking hosts is known.
};

export default nextConfig;

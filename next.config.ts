import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly next to its own module; pino and pg are plain Node packages.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'pino',
    'drizzle-orm',
    // Its Drizzle store imports drizzle-orm at run time by a computed name: keep it a Node package.
    'rate-limiter-flexible',
    'isomorphic-dompurify',
    'jsdom',
  ],
  poweredByHeader: false,
  // The feed addresses a blog moving from WordPress or Ghost has given its readers all lead to the
  // one feed, permanently (301: every feed reader follows it).
  redirects: async () =>
    ['/feed', '/rss', '/rss.xml', '/feed.xml', '/resources/feed'].map((source) => ({
      source,
      destination: '/resources/rss.xml',
      statusCode: 301,
    })),
  reactStrictMode: true,
  // `npm test` type-checks the whole project (tests included) before it builds; its build step sets
  // this so the same check does not run twice. `npm run build` on its own still checks.
  typescript: { ignoreBuildErrors: process.env.LIZIT_TYPES_CHECKED === '1' },
  // Security headers are set per response by the custom server (scripts/server.ts), where runtime
  // configuration such as tracking hosts is known.
};

export default nextConfig;

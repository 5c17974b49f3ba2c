import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Public pages link with SiteLink (no prefetching; see src/components/site/site-link.tsx).
    files: ['src/components/site/**', 'src/app/(site)/**'],
    ignores: ['src/components/site/site-link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: 'Use SiteLink from @/components/site/site-link on the public site.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages and components never reach the database: they call server/<domain>/queries.ts for
    // reads and actions or route helpers for writes (issue #19 §2). Row types may be imported.
    files: ['src/app/**', 'src/components/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/db', '@/db/*', '**/db/client', '**/db/schema'],
              allowTypeImports: true,
              message:
                'Read through server/<domain>/queries.ts and write through actions or route helpers in server/; only row types may be imported from @/db.',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    '.data/**',
    'public/**',
    'src/db/migrations/**',
    'test-results/**',
    'playwright-report/**',
    'bench/results/**',
  ]),
]);

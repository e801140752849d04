import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Flat config with Next's rules, for the whole tree (formatting is Prettier's). */
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // One link policy for the whole site: components/ui/Link.tsx (no prefetch on sight).
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Use { Link } from '@/components/ui/Link': links prefetch on intent, not on sight.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'tests/.output/**',
    '.output/**',
    'deploy/generated/**',
  ]),
]);

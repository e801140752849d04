import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const nextLinkRestriction = {
  name: 'next/link',
  message: "Use { Link } from '@/components/ui/Link': ClientNavigation routes and prefetches every link.",
};
// Components reach the first-paint room's early actions through one hook module, not its protocol.
// lib never reaches up into components or app (issue 53's rooms).
const upwardRestriction = {
  group: ['@/components/*', '@/app/*', '**/components/**', '**/app/**'],
  message: 'lib never imports components or app: move the shared piece into lib.',
};
const earlyActionsRestriction = {
  group: ['**/first-paint/early-actions'],
  message: "Use '@/components/ui/useEarlyActions', the one entry point to the early actions.",
};

/** Flat config with Next's rules, for the whole tree (formatting is Prettier's). */
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // One link policy for the whole site: plain anchors (components/ui/Link.tsx) that
    // components/layout/ClientNavigation.tsx routes and prefetches on intent; next/link would add
    // about 3 KB to every page.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [nextLinkRestriction], patterns: [earlyActionsRestriction] }],
    },
  },
  {
    // The rooms' layering (issue 53): app composes components, components use lib, and lib never
    // reaches up. A library module that imported a component would drag React UI into build
    // scripts and loaders; a component that imported a route would tie it to one page.
    files: ['lib/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [upwardRestriction],
        },
      ],
    },
  },
  {
    // The search reads the docs (their plain text); the docs never read the search, so the two
    // folders do not import each other (issue 53: lib/docs/search.ts and lib/search/docs.ts did).
    files: ['lib/docs/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            upwardRestriction,
            {
              group: ['@/lib/search/*', '**/search/**'],
              message: 'lib/docs never imports lib/search: pass what it needs in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [nextLinkRestriction],
          patterns: [
            earlyActionsRestriction,
            {
              group: ['@/app/*', '**/app/**'],
              message: 'components never import app: pass what a page knows as props.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one entry point to the early actions.
    files: ['components/ui/useEarlyActions.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [nextLinkRestriction] }] },
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

import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: new URL('.', import.meta.url).pathname });

/** Unit and component tests: jsdom by default; `@jest-environment node` for build-time code. */
const config = {
  testEnvironment: 'jsdom',
  // Jest's default leaves a core to itself: one worker on a 2-core machine. Every core: 33 s instead
  // of 47 for the whole suite here (27 November 2026).
  maxWorkers: '100%',
  // A component test waits for several async steps (4 s each at most: tests/unit/setup.ts); under load
  // the default 5 s for the whole test ran out before its waits did.
  testTimeout: 15000,
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  modulePathIgnorePatterns: ['<rootDir>/.output/', '<rootDir>/tests/.output/', '<rootDir>/out/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/unit/empty-module.ts' },
};

// ESM-only packages (remark, unified and friends, uuid) must be transformed; set after next/jest.
const esmPackages = [
  'remark',
  'remark-.*',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile.*',
  'unist-.*',
  'mdast-.*',
  'micromark.*',
  'decode-named-character-reference',
  'character-entities.*',
  'property-information',
  'hast-.*',
  'space-separated-tokens',
  'comma-separated-tokens',
  'zwitch',
  'html-void-elements',
  'stringify-entities',
  'ccount',
  'devlop',
  'longest-streak',
  'markdown-table',
  'escape-string-regexp',
  'trim-lines',
  'web-namespaces',
  'uuid',
  'html-url-attributes',
  'estree-util-.*',
  '@dicebear/.*',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}

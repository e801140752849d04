// @ts-check
/**
 * Prettier for the whole tree (`npm run format`; `prettier --check .` runs in npm test), with the
 * Tailwind plugin sorting class lists in the order Tailwind's docs use.
 * @type {import('prettier').Config & import('prettier-plugin-tailwindcss').PluginOptions}
 */
const config = {
  printWidth: 120,
  singleQuote: true,
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './app/globals.css',
  tailwindFunctions: ['cn', 'buttonClasses'],
};

export default config;

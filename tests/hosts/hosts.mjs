// @ts-check
/**
 * The static hosts `npm run test:hosts` runs the site on, each on its own local runtime, with the
 * pinned tool that provides it. The tools are large (wrangler brings workerd, about 200 MB;
 * netlify-cli about 500 MB), so they are installed from the npm registry into a cache folder
 * outside the repo on first use, never into the repo's package.json.
 */
import os from 'node:os';
import path from 'node:path';

/**
 * @typedef {object} Host
 * @property {string} name        the Playwright project and the `--host` value
 * @property {string} title
 * @property {string} pkg         the npm package that brings the runtime
 * @property {string} version     pinned: the newest that runs on Node 20 (both dropped it later)
 * @property {string} bin         the executable, relative to the install folder
 * @property {number} port
 * @property {'cloudflare' | 'netlify'} headers  the flavour of `_headers` it reads (scripts/build/host-headers.mjs)
 * @property {(options: { siteDir: string, port: number }) => string[]} args
 * @property {(workDir: string) => Record<string, string>} env  no telemetry, no prompts, no login
 * @property {string[][]} [before]  commands of the same tool to run once before it starts
 */

/** Where the tools are cached: LINKWELL_HOSTS_CACHE, else $XDG_CACHE_HOME or ~/.cache, /linkwell-hosts. */
export const hostsCacheDir =
  process.env.LINKWELL_HOSTS_CACHE ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'linkwell-hosts');

/** @type {Host[]} */
export const hosts = [
  {
    name: 'cloudflare',
    title: 'Cloudflare Pages (wrangler pages dev, workerd)',
    pkg: 'wrangler',
    // 4.87 and later need Node 22.
    version: '4.86.0',
    bin: 'node_modules/.bin/wrangler',
    port: Number(process.env.CLOUDFLARE_PORT ?? 8788),
    headers: 'cloudflare',
    args: ({ siteDir, port }) => [
      'pages',
      'dev',
      siteDir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      // Without it wrangler refuses to start: today is later than its workerd's newest date.
      '--compatibility-date=2026-05-01',
      '--show-interactive-dev-session=false',
      '--log-level=warn',
      '--persist-to=state',
    ],
    env: () => ({ WRANGLER_SEND_METRICS: 'false', CI: 'true' }),
  },
  {
    name: 'netlify',
    title: 'Netlify (netlify dev --offline, its headers and redirects engine over a static server)',
    pkg: 'netlify-cli',
    // 27 and later need Node 22.
    version: '26.2.0',
    bin: 'node_modules/.bin/netlify',
    port: Number(process.env.NETLIFY_PORT ?? 8888),
    headers: 'netlify',
    args: ({ siteDir, port }) => [
      'dev',
      '--offline',
      '--dir',
      siteDir,
      '--framework',
      '#static',
      '--port',
      String(port),
      '--no-open',
      '--skip-gitignore',
      // The Edge Functions runtime is Deno, which netlify dev downloads from outside the npm
      // registry even offline ("Error: fetch failed"); the site has no edge functions.
      '--internal-disable-edge-functions',
    ],
    // Its settings (telemetry off) in the work folder, not in the user's ~/.config/netlify.
    env: (workDir) => ({ XDG_CONFIG_HOME: path.join(workDir, 'config'), BROWSER: 'none', CI: 'true' }),
    before: [['--telemetry-disable']],
  },
];

/** @param {string} name */
export function hostByName(name) {
  const host = hosts.find((candidate) => candidate.name === name);
  if (!host) throw new Error(`Unknown host "${name}": one of ${hosts.map((candidate) => candidate.name).join(', ')}`);
  return host;
}

/** @param {Host} host */
export const installDirOf = (host) => path.join(hostsCacheDir, `${host.pkg}@${host.version}`);

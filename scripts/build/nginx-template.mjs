// @ts-check
/** Renders the committed nginx site template (deploy/nginx/linkwell.conf) for one out/ folder. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  commonHeaders,
  defaultContentSecurityPolicy,
  doubledSlashRedirect,
  htmlCacheControl,
  immutableCacheControl,
  trailingSlashRedirect,
} from './csp.mjs';

const templateDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'deploy', 'nginx');

const commonHeaderLines = Object.entries(commonHeaders)
  .map(([name, value]) => `add_header ${name} "${value}" always;`)
  .join('\n');

/**
 * Writes `file` (the server block) and confDir/security-headers.conf. confDir must already hold
 * csp-map.conf (written by the CSP step); pass a different confDir only with a copy of it.
 * @param {{ confDir: string, root: string, listen: string, file: string, includeDir?: string }} site
 *   root: the out/ folder nginx serves; includeDir: where the config finds the two companion files
 *   on the server (default: confDir)
 */
export function renderNginxSite({ confDir, root, listen, file, includeDir = confDir }) {
  /** @param {string} text */
  const fill = (text) =>
    text
      .replaceAll('@ROOT@', root)
      .replaceAll('@LISTEN@', listen)
      .replaceAll('@CONF_DIR@', includeDir)
      .replaceAll('@DEFAULT_CSP@', defaultContentSecurityPolicy)
      .replaceAll('@IMMUTABLE_CACHE@', immutableCacheControl)
      .replaceAll('@HTML_CACHE@', htmlCacheControl)
      .replaceAll('@TRAILING_SLASH_REDIRECT@', trailingSlashRedirect)
      .replaceAll('@DOUBLED_SLASH_REDIRECT@', doubledSlashRedirect)
      .replaceAll('@COMMON_HEADERS@', commonHeaderLines);
  fs.mkdirSync(confDir, { recursive: true });
  fs.writeFileSync(
    path.join(confDir, 'security-headers.conf'),
    fill(fs.readFileSync(path.join(templateDir, 'security-headers.conf'), 'utf8')),
  );
  fs.writeFileSync(file, fill(fs.readFileSync(path.join(templateDir, 'linkwell.conf'), 'utf8')));
  return file;
}

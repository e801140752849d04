/** Renders the committed nginx site template (tests/serving/nginx.conf) for one out/ folder. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commonHeaders } from './csp.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Writes `file` (the server block) and confDir/security-headers.conf. confDir must already hold
 * csp-map.conf (written by generate-headers.mjs); pass a different confDir only with a copy of it.
 * includeDir is where the config will find the two files on the server (default: confDir).
 */
export function renderNginxSite({ confDir, root, listen, file, includeDir = confDir }) {
  const fill = (text) =>
    text
      .replaceAll('@ROOT@', root)
      .replaceAll('@LISTEN@', listen)
      .replaceAll('@CONF_DIR@', includeDir)
      .replaceAll('@PERMISSIONS_POLICY@', commonHeaders['Permissions-Policy']);
  fs.mkdirSync(confDir, { recursive: true });
  fs.writeFileSync(path.join(confDir, 'security-headers.conf'), fill(fs.readFileSync(path.join(here, 'security-headers.conf'), 'utf8')));
  fs.writeFileSync(file, fill(fs.readFileSync(path.join(here, 'nginx.conf'), 'utf8')));
  return file;
}

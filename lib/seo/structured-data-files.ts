import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { STRUCTURED_DATA_DIR } from './structured-data.config.mjs';

/**
 * Keeps one JSON-LD text for the post-build step (scripts/build/structured-data.mjs) and returns its
 * key. Named by its hash and written through a temporary file, so the build's parallel renderers can
 * write the same text at once and leave one whole file.
 */
export function keepStructuredData(json: string): string {
  const key = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const dir = path.join(process.cwd(), STRUCTURED_DATA_DIR);
  const file = path.join(dir, `${key}.json`);
  // Two texts under one key would put the wrong data on a page: fail the build instead.
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') !== json)
    throw new Error(`JsonLd: two structured-data texts share the key ${key}`);
  fs.mkdirSync(dir, { recursive: true });
  const temporary = path.join(dir, `${key}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, json);
  fs.renameSync(temporary, file);
  return key;
}

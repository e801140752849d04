import fs from 'node:fs';
import path from 'node:path';

/** Every .ts and .tsx file under `dir`, for tests that read the site's own source (cn, the dark theme). */
export function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? sourceFiles(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );
}

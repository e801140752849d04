import { contentValues } from '@/lib/site/site';

/**
 * Puts the configured value in place of each `{{name}}` of a content file (a key of contentValues:
 * an address such as `{{privacyEmail}}`, which a production build must set, or `{{supportHours}}`),
 * so content never hard-codes either. An unknown name fails the build, naming the file. No file
 * system here: the loaders (./load.ts) and the tests that read sources use the same function.
 */
export function fillContentValues(source: string, file: string): string {
  return source.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(contentValues, name)) {
      throw new Error(`Unknown placeholder ${placeholder} in ${file}; known: ${Object.keys(contentValues).join(', ')}`);
    }
    return contentValues[name as keyof typeof contentValues];
  });
}

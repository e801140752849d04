import { themeScript } from '@/lib/theme';

/** Applies the stored theme before first paint (lib/theme.ts); the build hashes it into the page's CSP. */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScript }} />;
}

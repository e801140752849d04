import { earlyActionsScript } from '@/lib/early-actions';
import { firstPaintEnabled } from '@/lib/first-paint.config.mjs';
import { searchTriggerScript } from '@/lib/search/trigger';

/**
 * Records the clicks and submits made before the page hydrates (lib/early-actions.ts) and answers
 * the search shortcuts and button from the first paint on (lib/search/trigger.ts). First in the
 * body, so it listens before anything can be clicked; the build hashes it into the page's CSP.
 * With the first-paint tricks off (lib/first-paint.config.mjs) only the search script remains.
 */
export function EarlyActionsScript() {
  const source = firstPaintEnabled() ? `${earlyActionsScript};${searchTriggerScript}` : searchTriggerScript;
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}

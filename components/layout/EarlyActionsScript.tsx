import { earlyActionsScript } from '@/lib/early-actions';

/**
 * Records the clicks and submits made before the page hydrates (lib/early-actions.ts). First in the
 * body, so it listens before anything can be clicked; the build hashes it into the page's CSP.
 */
export function EarlyActionsScript() {
  return <script dangerouslySetInnerHTML={{ __html: earlyActionsScript }} />;
}

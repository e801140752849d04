import type { ReactNode } from 'react';
import { DocsHelp } from '@/components/docs/DocsHelp';
import { getHelpCenterContent } from '@/lib/content/docs';

/** Documentation layout: the page, then the "Need more help?" band shared by every docs page. */
export default function DocsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="bg-surface">{children}</div>
      <DocsHelp {...getHelpCenterContent().help} />
    </>
  );
}

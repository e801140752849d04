import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';

const DRAWER_ID = 'docs-drawer';

/**
 * The docs navigation below 1024 px (phones, tablets; from 1024 px the sidebar shows, as Stripe's docs do): a button, first in the docs bar (DocsBar), that opens the sidebar's content
 * in a drawer. It names no page: the article's breadcrumb just below does (issue 49: two trails). It is a native popover, so it costs no JavaScript and works before hydration: the
 * browser exposes the button's expanded state, focuses the current article's link (autofocus),
 * closes on Escape or a tap outside, and gives focus back to the button. The page renders it with
 * a key per article, so following a link shows the next article with the drawer closed.
 */
export function DocsNavDrawer({
  buttonLabel,
  closeLabel,
  title,
  children,
}: {
  buttonLabel: string;
  closeLabel: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="lg:hidden">
      <button type="button" popoverTarget={DRAWER_ID} className="inline-flex items-center gap-3 py-3 text-left text-sm">
        <span className="text-ink-muted">
          <Icon name="navList" className="size-5" />
        </span>
        <span className="font-semibold text-ink">{buttonLabel}</span>
      </button>
      <div
        id={DRAWER_ID}
        popover="auto"
        aria-label={title}
        className="docs-drawer fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[min(20rem,88vw)] overflow-y-auto border-r border-line bg-surface p-0 text-ink shadow-2xl"
      >
        <div className="sticky top-0 flex items-center justify-between border-b border-line bg-surface px-4 py-3">
          <p className="text-sm font-semibold">{title}</p>
          <button
            type="button"
            popoverTarget={DRAWER_ID}
            popoverTargetAction="hide"
            aria-label={closeLabel}
            className="-mr-2 inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <Icon name="cross" className="size-5" />
          </button>
        </div>
        <div className="px-4 py-6">{children}</div>
      </div>
    </div>
  );
}

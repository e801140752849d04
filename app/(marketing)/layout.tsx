import type { ReactNode } from 'react';

/** Without JavaScript, accordion answers and every FAQ category stay readable. */
const noScriptCss = '[data-accordion-panel][hidden],[data-faq-category][hidden]{display:block}';

export default function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <noscript>
        <style>{noScriptCss}</style>
      </noscript>
      {children}
    </>
  );
}

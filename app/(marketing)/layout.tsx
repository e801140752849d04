import type { ReactNode } from 'react';

/**
 * Without JavaScript, accordion answers and every FAQ category stay readable. Tailwind's base layer
 * hides [hidden] with !important, which only a rule in that same layer can override.
 */
const noScriptCss = '@layer base{[data-accordion-panel][hidden],[data-faq-category][hidden]{display:block!important}}';

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

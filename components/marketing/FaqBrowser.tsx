'use client';

import { useEffect, useRef, useState } from 'react';
import { Accordion, type AccordionItem } from '@/components/ui/Accordion';
import { Button } from '@/components/ui/Button';
import { earlyClicksScope, useEarlyClicks } from '@/components/ui/useEarlyActions';
import { cn } from '@/lib/util/cn';
import { currentFragmentId } from '@/lib/util/url-fragment';

export type FaqBrowserCategory = { id: string; title: string; description: string; items: AccordionItem[] };

export const faqPanelId = (categoryId: string) => `faq-category-${categoryId}`;

/**
 * The FAQ page: a category sidebar (one active category) and that category's questions, which open
 * independently. A link to /faq#question-id selects the question's category and opens it. A category
 * chosen before hydration is selected once it is done.
 */
export function FaqBrowser({
  categories,
  defaultCategory,
}: {
  categories: FaqBrowserCategory[];
  defaultCategory: string;
}) {
  const [active, setActive] = useState(defaultCategory);
  const sidebarRef = useRef<HTMLElement>(null);
  useEarlyClicks(sidebarRef);

  useEffect(() => {
    const selectFromHash = () => {
      const id = currentFragmentId();
      if (!id) return;
      const owner = categories.find(
        (category) => faqPanelId(category.id) === id || category.items.some((item) => item.id === id),
      );
      if (owner) setActive(owner.id);
    };
    selectFromHash();
    window.addEventListener('hashchange', selectFromHash);
    return () => window.removeEventListener('hashchange', selectFromHash);
  }, [categories]);

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr] lg:gap-12">
      <nav
        ref={sidebarRef}
        aria-label="FAQ categories"
        className="min-w-0 lg:sticky lg:top-24 lg:self-start"
        {...earlyClicksScope}
      >
        <ul className="-mx-4 flex gap-2 overflow-x-auto scroll-fade-x px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:scroll-fade-none lg:px-0 lg:pb-0">
          {categories.map((category) => {
            const selected = category.id === active;
            return (
              <li key={category.id} className="shrink-0">
                <Button
                  aria-pressed={selected}
                  aria-controls={faqPanelId(category.id)}
                  onClick={() => setActive(category.id)}
                  variant={selected ? 'primary' : 'subtle'}
                  className={cn(
                    'w-full justify-between whitespace-nowrap',
                    !selected && 'bg-surface-raised ring-1 ring-line',
                  )}
                >
                  {category.title}
                  <span
                    className={cn('ml-2 text-xs font-medium', selected ? 'text-on-primary-muted' : 'text-ink-subtle')}
                  >
                    {category.items.length}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0">
        {categories.map((category) => (
          <section
            key={category.id}
            id={faqPanelId(category.id)}
            aria-labelledby={`${faqPanelId(category.id)}-title`}
            hidden={category.id !== active}
            data-faq-category=""
            className="mb-10"
          >
            <h2 id={`${faqPanelId(category.id)}-title`} className="text-2xl font-bold text-ink">
              {category.title}
            </h2>
            <p className="mt-2 mb-6 text-ink-muted">{category.description}</p>
            <Accordion items={category.items} mode="multiple" hashLinked />
          </section>
        ))}
      </div>
    </div>
  );
}

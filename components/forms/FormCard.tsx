import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';

/** The card a page form sits in: its title (h2) and a short introduction above the form. */
export function FormCard({ id, title, intro, children, className }: { id: string; title: string; intro: string; children: ReactNode; className?: string }) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      <p className="mt-2 mb-6 text-ink-muted">{intro}</p>
      {children}
    </Card>
  );
}

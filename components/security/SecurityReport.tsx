import { ButtonLink, ButtonGroup } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { IconTile } from '@/components/ui/IconTile';
import type { SecurityContent } from '@/lib/content/security';
import { mailWay } from '@/lib/site/mail-or-form';

/**
 * How to report a vulnerability: through the contact page, or by writing to the support address when
 * one is set (its button's words name it; unset, content leaves that line out: lib/site/mail-or-form.ts).
 */
export function SecurityReport({ report }: { report: SecurityContent['report'] }) {
  return (
    <Card
      as="section"
      aria-labelledby={`${report.id}-title`}
      id={report.id}
      className="flex flex-col gap-6 sm:flex-row sm:p-8"
    >
      <IconTile name="shield" className="size-12 shrink-0" />
      <div>
        <h2 id={`${report.id}-title`} className="text-2xl font-bold tracking-tight text-ink">
          {report.title}
        </h2>
        <p className="mt-3 max-w-2xl text-ink-muted">{report.text}</p>
        <ButtonGroup className="mt-6">
          <ButtonLink href={report.primary.href}>{report.primary.label}</ButtonLink>
          {report.email && (
            <ButtonLink href={mailWay('support').href} variant="secondary">
              {report.email}
            </ButtonLink>
          )}
        </ButtonGroup>
      </div>
    </Card>
  );
}

import { ArrowLink } from '@/components/ui/ArrowLink';
import { Portrait } from '@/components/marketing/Portrait';
import type { AboutContent } from '@/lib/content/marketing';
import { fillTemplate } from '@/lib/content/schemas';
import { pageLinks } from '@/lib/site/site';

type Member = AboutContent['team']['members'][number];

/** "Ethan, Sofia, James and Aisha": the first names, as a sentence lists them. */
function firstNames(members: Member[]): string {
  const names = members.map((member) => member.name.split(' ')[0]!);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Under the Careers hero: the people an applicant would work with, as the About page's team (one
 * source), their portraits overlapping in a row, named in a line, with the way to meet them.
 */
export function TeamStrip({ members, line, link }: { members: Member[]; line: string; link: string }) {
  return (
    <div className="flex flex-col items-center gap-x-4 gap-y-2 sm:flex-row sm:justify-center" data-team-strip>
      <div className="flex -space-x-2.5">
        {members.map((member) => (
          <Portrait key={member.name} name={member.name} size={40} className="ring-[3px] ring-surface" />
        ))}
      </div>
      <p className="text-sm text-ink-muted">{fillTemplate(line, { names: firstNames(members) })}</p>
      <ArrowLink href={`${pageLinks.about.href}#team`} className="text-sm">
        {link}
      </ArrowLink>
    </div>
  );
}

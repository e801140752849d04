import { Person } from '@/components/marketing/Person';
import type { AboutContent } from '@/lib/content/marketing';

/** The team: a card per person, their identity tile with name and role, then what they do. */
export function TeamGrid({ members }: { members: AboutContent['team']['members'] }) {
  return (
    <ul className="grid gap-6 text-left sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.name} className="rounded-card border border-line bg-surface-raised p-6 shadow-sm">
          <Person name={member.name} role={member.role} icon={member.icon} size={56} nameAs="h3" />
          <p className="mt-4 text-sm leading-6 text-ink-muted">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}

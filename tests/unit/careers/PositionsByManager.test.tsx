import { render, screen, within } from '@testing-library/react';
import { PositionsByManager } from '@/components/careers/PositionSummary';
import { getAllPositions } from '@/lib/content/careers';
import { getAboutContent } from '@/lib/content/marketing';

describe('PositionsByManager', () => {
  it('heads each hiring manager’s roles with their team, names the manager once under it, in the order their first role is listed', async () => {
    const positions = await getAllPositions();
    const { members } = (await getAboutContent()).team;
    render(
      <PositionsByManager
        positions={positions}
        members={members}
        roleLink="Read the full role"
        managerLine="Hiring manager: {name}, {role}"
      />,
    );
    const groups = screen.getAllByRole('listitem');
    const managers = [...new Set(positions.map((position) => position.hiringManager))];
    expect(groups).toHaveLength(managers.length);
    for (const [index, manager] of managers.entries()) {
      const group = groups[index]!;
      const role = members.find((member) => member.name === manager)!.role;
      const ownRoles = positions.filter((position) => position.hiringManager === manager);
      const team = [...new Set(ownRoles.map((position) => position.department))].join(' and ');
      expect(group.querySelector(':scope > p')!.textContent).toBe(`${team}Hiring manager: ${manager}, ${role}`);
      expect(
        within(group)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(positions.filter((position) => position.hiringManager === manager).map((position) => position.title));
    }
    // Said once per manager, never again inside a role's card.
    expect(screen.getAllByText(/^Hiring manager: /)).toHaveLength(managers.length);
    for (const card of screen.getAllByRole('article')) expect(card.querySelector('img')).toBeNull();
  });

  it('tells the four cards apart: each its team over the title and its own line of what you would own', async () => {
    const positions = await getAllPositions();
    render(
      <PositionsByManager
        positions={positions}
        members={(await getAboutContent()).team.members}
        roleLink="Read the full role"
        managerLine="Hiring manager: {name}, {role}"
      />,
    );
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(4);
    const owns = new Set<string>();
    for (const article of articles) {
      const position = positions.find((candidate) => article.textContent!.includes(candidate.title))!;
      // The team first, over the title, and the card's own line of what you would own.
      expect(article.querySelector('p')!.textContent).toBe(position.department);
      expect(article.querySelector('svg')).not.toBeNull();
      expect(within(article).getByText(position.owns!)).toBeInTheDocument();
      owns.add(position.owns!);
    }
    expect(owns.size).toBe(4);
  });

  it('builds a card for a role added in the editor without its mark or line: the team alone over the title', async () => {
    const [first] = await getAllPositions();
    const bare = { ...first!, icon: undefined, owns: undefined };
    render(
      <PositionsByManager
        positions={[bare]}
        members={(await getAboutContent()).team.members}
        roleLink="Read the full role"
        managerLine="Hiring manager: {name}, {role}"
      />,
    );
    const article = screen.getByRole('article');
    expect(article.querySelector('p')!.textContent).toBe(bare.department);
    expect(article.querySelector('svg')).not.toBeNull();
    expect(article.textContent).not.toContain(first!.owns!);
    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(bare.title);
  });
});

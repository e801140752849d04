import { render, screen, within } from '@testing-library/react';
import { PositionsByManager } from '@/components/careers/PositionSummary';
import { getAllPositions } from '@/lib/content/careers';
import { getAboutContent } from '@/lib/content/marketing';

describe('PositionsByManager', () => {
  it('names each hiring manager once, over their own roles, in the order their first role is listed', async () => {
    const positions = await getAllPositions();
    const { members } = (await getAboutContent()).team;
    render(
      <PositionsByManager
        positions={positions}
        members={members}
        roleLink="Read the full role"
        managerLine="{role} · hires for these roles"
      />,
    );
    const groups = screen.getAllByRole('listitem');
    const managers = [...new Set(positions.map((position) => position.hiringManager))];
    expect(groups).toHaveLength(managers.length);
    for (const [index, manager] of managers.entries()) {
      const group = groups[index]!;
      const role = members.find((member) => member.name === manager)!.role;
      expect(group.querySelector(':scope > p')!.textContent).toBe(`${manager}${role} · hires for these roles`);
      expect(
        within(group)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(positions.filter((position) => position.hiringManager === manager).map((position) => position.title));
    }
    // Said once per manager, never again inside a role's card.
    expect(screen.getAllByText(/hires for these roles$/)).toHaveLength(managers.length);
    for (const card of screen.getAllByRole('article')) expect(card.querySelector('img')).toBeNull();
  });
});

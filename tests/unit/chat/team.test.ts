import { chatTeam, chatTeamNames } from '@/lib/chat/team';
import { getAboutContent } from '@/lib/content/marketing';

describe('the chat’s team (content/chat/start-screen.json)', () => {
  it('is people of the About page’s team, so the build draws their portraits', async () => {
    const members = (await getAboutContent()).team.members.map((member) => member.name);
    expect(chatTeam.length).toBeGreaterThan(0);
    for (const person of chatTeam) expect(members).toContain(person.name);
    // The address app/people/[file]/route.ts writes for each of them.
    expect(chatTeam.map((person) => person.portrait)).toEqual(
      chatTeam.map((person) => `/people/${person.name.toLowerCase().replace(/ /g, '-')}.svg`),
    );
  });

  it('is named by first names, as a sentence lists them', () => {
    expect(chatTeamNames).toBe('Aisha, James, and Ethan');
  });
});

describe("the header's reply line", () => {
  it('says the support hours of lib/site/site.ts, shortened to fit one line', async () => {
    const { supportHours } = await import('@/lib/site/site');
    const { teamHours } = await import('@/lib/chat/team');
    expect(teamHours).toBe('Mon–Fri, 9\u00a0AM-6\u00a0PM EST');
    // The same range and zone as the site says them everywhere else.
    expect(supportHours).toContain(teamHours.slice('Mon–Fri, '.length));
  });
});

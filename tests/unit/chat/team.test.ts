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

  it('is named by first names, as the site writes a list: no serial comma', () => {
    expect(chatTeamNames).toBe('Aisha, James and Ethan');
  });
});

describe("the header's reply line", () => {
  it('names no hours: the site writes them one way (lib/site/site.ts), and the hand-off states them', async () => {
    const { chatStartScreenText } = await import('@/lib/chat/text');
    // After the title: who answers (a person's reply is said where one is offered).
    expect(chatStartScreenText.headerLabel).toBe('AI assistant');
    expect(chatStartScreenText.headerLabel).not.toMatch(/\d\s?(AM|PM)|Mon|Fri/);
  });
});

/**
 * The people who answer when a visitor asks for a person (lib/chat/team-members.ts) and their first
 * names as a sentence lists them.
 */
import { chatTeam } from './team-members';

export { chatTeam, type TeamMember } from './team-members';

/** "Aisha, James, and Ethan" (the Contact page's; the chat's chunk imports team-members.ts, without Intl). */
export const chatTeamNames = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(
  chatTeam.map((member) => member.firstName),
);

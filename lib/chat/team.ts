/**
 * The people who answer when a visitor asks for a person (lib/chat/team-members.ts) and their first
 * names as a sentence lists them.
 */
import { chatTeam } from './team-members';

export { chatTeam, type TeamMember } from './team-members';

const firstNames = chatTeam.map((member) => member.firstName);
/** "Aisha, James and Ethan" (the Contact page's): no serial comma, as the site writes every list (outside review UUUUU). */
export const chatTeamNames =
  firstNames.length > 1 ? `${firstNames.slice(0, -1).join(', ')} and ${firstNames.at(-1)}` : (firstNames[0] ?? '');

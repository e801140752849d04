/**
 * The people who answer when a visitor asks for a person (content/chat/start-screen.json `team`,
 * members of the About page's team): their faces, drawn when the site builds, and their first names
 * as a sentence lists them. The chat shows who replies and when, never that anyone is online.
 */
import { portraitHref } from '@/lib/brand/portrait-href';
import { chatStartScreenText } from './text';

export type TeamMember = { name: string; firstName: string; portrait: string };

export const chatTeam: TeamMember[] = chatStartScreenText.team.map((name) => ({
  name,
  firstName: name.split(' ')[0]!,
  portrait: portraitHref(name),
}));

/** "Aisha, James, and Ethan" (in the window's chunk, so Intl costs no page its first load). */
export const chatTeamNames = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(
  chatTeam.map((member) => member.firstName),
);

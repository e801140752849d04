/**
 * The people who answer when a visitor asks for a person (content/chat/start-screen.json `team`,
 * members of the About page's team): their faces, drawn when the site builds. The chat shows who
 * replies and when, never that anyone is online. Apart from lib/chat/team.ts's list of their names,
 * which the Contact page uses and the chat's chunk does not.
 */
import { portraitHref } from '@/lib/brand/portrait-href';
import { chatStartScreenText } from './text';

export type TeamMember = { name: string; firstName: string; portrait: string };

export const chatTeam: TeamMember[] = chatStartScreenText.team.map((name) => ({
  name,
  firstName: name.split(' ')[0]!,
  portrait: portraitHref(name),
}));

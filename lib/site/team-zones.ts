/**
 * The US time zones the team works from, west to east, and the hours between them: the Careers page's
 * workday chart and its demo call set every time in Eastern, the company's own zone, and each person's
 * clock from it.
 */
export const teamZones = ['Pacific', 'Mountain', 'Central', 'Eastern'] as const;
export type TeamZone = (typeof teamZones)[number];

/** The zone the company's times are written in (support hours, the team's calls). */
export const companyZone = 'Eastern' satisfies TeamZone;

/** Hours behind Eastern time, and each zone's abbreviation. */
export const zoneFacts: Record<TeamZone, { behind: number; short: string }> = {
  Pacific: { behind: 3, short: 'PT' },
  Mountain: { behind: 2, short: 'MT' },
  Central: { behind: 1, short: 'CT' },
  Eastern: { behind: 0, short: 'ET' },
};

/** An hour in Eastern time as the clock reads in `zone`. */
export const localHour = (zone: TeamZone, easternHour: number) => easternHour - zoneFacts[zone].behind;

/** 9 → "9 AM", 13 → "1 PM", with a no-break space: a time never breaks before its AM or PM. */
export const clockHour = (hour: number) => `${((hour + 11) % 12) + 1}\u00a0${hour % 24 < 12 ? 'AM' : 'PM'}`;

import { render, screen, within } from '@testing-library/react';
import { WorkdayZones } from '@/components/careers/WorkdayZones';
import { clockHour } from '@/lib/site/team-zones';

const member = (name: string, location: string, zone: 'Pacific' | 'Eastern') => ({
  name,
  role: 'Engineer',
  location,
  zone,
  portrait: { hair: 'variant01' },
  bio: 'Builds things.',
});

describe('WorkdayZones', () => {
  it('reads 12-hour clock times', () => {
    expect([8, 11, 12, 13, 17, 0].map(clockHour)).toEqual(
      ['8 AM', '11 AM', '12 PM', '1 PM', '5 PM', '12 AM'].map((time) => time.replace(' ', '\u00a0')),
    );
  });

  it("names each zone's hours and who works from it, and places the day on the Eastern axis", () => {
    render(
      <WorkdayZones
        days={[
          { zone: 'Pacific', start: 8, end: 16 },
          { zone: 'Eastern', start: 9, end: 17 },
        ]}
        members={[member('Ada Park', 'Portland, OR', 'Pacific'), member('Ben Cole', 'Atlanta, GA', 'Eastern')] as never}
        axis="Eastern time"
        core="Core hours: 11 AM to 3 PM Eastern"
        coreHours={[11, 15]}
        teamLink={{ label: 'Meet the team', href: '/about#team' }}
      />,
    );
    const [pacific, eastern] = screen.getAllByRole('listitem');
    expect(pacific).toHaveTextContent('Pacific 8 AM–4 PM PT');
    expect(pacific).toHaveTextContent('Ada, Portland, OR');
    expect(eastern).toHaveTextContent('Eastern 9 AM–5 PM ET');
    // Places and hours, no faces: the hiring managers' portraits above are the page's one set of faces.
    expect(screen.getByRole('figure').querySelectorAll('img')).toHaveLength(0);
    // Axis 9 AM to 7 PM Eastern: the Pacific day (11 AM to 7 PM ET) starts a fifth of the way in.
    const [day, core] = pacific!.querySelectorAll<HTMLElement>('[aria-hidden="true"] span');
    expect(day!.style.left).toBe('20%');
    expect(day!.style.width).toBe('80%');
    expect(core!.style.left).toBe('20%');
    expect(core!.style.width).toBe('40%');
    expect(within(screen.getByRole('figure')).getByText('Core hours: 11 AM to 3 PM Eastern')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { CareersGlance } from '@/components/careers/CareersGlance';

const position = (min: number, max: number, employmentType = 'PART_TIME') =>
  ({ salary: { min, max }, employmentType }) as never;
const text = {
  roles: 'open roles',
  allFullTime: 'all full-time',
  remote: 'Remote across four US time zones',
};

describe('CareersGlance', () => {
  it('counts the roles and says where, the pay left to each card (a range here said the salaries twice)', () => {
    render(
      <CareersGlance
        text={text}
        positions={[position(120_000, 150_000), position(55_000, 70_000), position(125_000, 155_000)]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3 open roles',
      'Remote across four US time zones',
    ]);
  });

  it('says once that every role is full-time, when all are (not "Full-time" on each card)', () => {
    render(
      <CareersGlance
        text={text}
        positions={[position(120_000, 150_000, 'FULL_TIME'), position(55_000, 70_000, 'FULL_TIME')]}
      />,
    );
    expect(screen.getAllByRole('listitem')[0]!.textContent).toBe('2 open roles, all full-time');
  });

  it("says where with a globe, not the team's faces: they are shown once on the page, beside the roles (the same four faces three times read as repetition: outside review)", () => {
    const { container } = render(<CareersGlance text={text} positions={[position(120_000, 150_000, 'FULL_TIME')]} />);
    const remote = screen.getAllByRole('listitem')[1]!;
    expect(remote.textContent).toBe('Remote across four US time zones');
    expect(remote.querySelectorAll('svg')).toHaveLength(1);
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });
});

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

  it('tells where the team works by their faces, one drawn portrait each, not a globe (outside review: "no team photos")', () => {
    const { container } = render(
      <CareersGlance
        text={text}
        positions={[position(120_000, 150_000, 'FULL_TIME')]}
        members={[{ name: 'Sofia Marquez' }, { name: 'Aisha Bello' }]}
      />,
    );
    const remote = screen.getAllByRole('listitem')[1]!;
    expect(remote.textContent).toBe('Remote across four US time zones');
    expect(
      [...remote.querySelectorAll('img[data-portrait]')].map((image) => image.getAttribute('data-portrait')),
    ).toEqual(['Sofia Marquez', 'Aisha Bello']);
    expect(remote.querySelector('svg')).toBeNull();
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });
});

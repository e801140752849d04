import { render, screen } from '@testing-library/react';
import { CareersGlance } from '@/components/careers/CareersGlance';

const position = (min: number, max: number) => ({ salary: { min, max } }) as never;

describe('CareersGlance', () => {
  it("counts the roles and spans every role's salary, lowest minimum to highest maximum", () => {
    render(
      <CareersGlance
        text={{
          roles: 'open roles',
          remote: 'Remote across four US time zones',
          salary: 'Salaries published: {range}',
        }}
        positions={[position(120_000, 150_000), position(55_000, 70_000), position(125_000, 155_000)]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3 open roles',
      'Remote across four US time zones',
      'Salaries published: $55K–$155K',
    ]);
  });
});

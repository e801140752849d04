import { formatInteger, formatUsd } from '@/lib/util/number';

// The hand-written formatters must say exactly what Intl says for en-US (whole numbers).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const samples = [0, 5, 49, 99, 999, 1000, 1068, 12_000, 120_000, 1_234_567, 5000, -5, -1234, 49.4, 49.5, 1999.6];

describe('formatInteger', () => {
  it.each(samples)('formats %p as en-US does', (value) => {
    expect(formatInteger(value)).toBe(Math.round(value).toLocaleString('en-US'));
  });
  it('says 0 for what is not a number', () => {
    expect(formatInteger(Number.NaN)).toBe('0');
    expect(formatInteger(-0.2)).toBe('0');
  });
});

describe('formatUsd', () => {
  it.each(samples)('formats %p as Intl currency does', (value) => {
    expect(formatUsd(value)).toBe(usd.format(Math.round(value)));
  });
  it('writes the salary range of a position', () => {
    expect(`${formatUsd(120000)} – ${formatUsd(150000)}`).toBe('$120,000 – $150,000');
  });
});

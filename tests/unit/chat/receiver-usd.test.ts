/** @jest-environment node */
import { siteContent, usd } from '../../../scripts/receiver/site-content.mjs';

// One way the receiver writes a price, in the FAQ it fills and in the answers it gives.
describe('the receiver’s usd', () => {
  it('writes whole dollars bare and cents to two places, with thousands separated', () => {
    expect([usd(612), usd(1080), usd(1009.8), usd(58.5), usd(2148)]).toEqual([
      '$612',
      '$1,080',
      '$1,009.80',
      '$58.50',
      '$2,148',
    ]);
  });

  it('fills the FAQ’s prices with it', () => {
    expect(siteContent.faq.map((item) => item.answer).join('\n')).not.toMatch(/\{\{\s*price\./);
  });
});

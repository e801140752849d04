/** @jest-environment node */
import { receiverRepliesOf } from './receiver-replies-of';

// Outside review MM: asked "Can Linkwell split one order…?", the assistant never said yes. A yes/no
// question, as store owners type it, gets "Yes" or "No" first (its first word), then the detail.
const cases: Record<string, { first: 'Yes' | 'No'; detail: string | RegExp }> = {
  'Can Linkwell split one order between Nora and Amazon MCF?': {
    first: 'Yes',
    detail: 'routes each item to its vendor',
  },
  'can you split an order across two vendors': { first: 'Yes', detail: 'routes each item to its vendor' },
  'does it work with amazon': { first: 'Yes', detail: '[Amazon MCF](/vendor-integrations/amazon)' },
  'is there a free trial': { first: 'Yes', detail: '14-day free trial' },
  'can i try it for free': { first: 'Yes', detail: '14-day free trial' },
  // Linkwell connects Shopify stores only: no, not as the owner's own store.
  'do you support woocommerce': { first: 'No', detail: 'not WooCommerce' },
  'does it work with etsy': { first: 'No', detail: 'not Etsy' },
  'does it work with shopify': { first: 'Yes', detail: '[Connect Your Shopify Store]' },
  'is there a setup fee': { first: 'No', detail: 'not for a vendor we already support' },
  'do you charge for overages': { first: 'No', detail: 'no automatic overage charge' },
  'can I use multiple stores': { first: 'Yes', detail: 'Plus 2 stores' },
  'can I connect more than one store': { first: 'Yes', detail: /^Yes, on \*\*Plus\*\* or above/ },
  'does linkwell sync prices': { first: 'Yes', detail: '[Pricing Rules]' },
  'does it sync inventory in real time': { first: 'No', detail: '**every hour**' },
  'is there an api': { first: 'Yes', detail: 'Premium plan' },
  'is my data safe': { first: 'Yes', detail: 'encrypted' },
  'is there a discount for annual billing': { first: 'Yes', detail: 'saves 10%' },
  'is there a contract': { first: 'No', detail: 'cancel at any time' },
  'will my data be deleted if I cancel': { first: 'Yes', detail: '60 days' },
  'can I change plans later': { first: 'Yes', detail: 'pro rata' },
  'can I cancel anytime': { first: 'Yes', detail: '60 days' },
  'is support available 24/7': { first: 'Yes', detail: 'around the clock' },
  'do you support acme lighting': { first: 'No', detail: 'custom integrations' },
  'do you work with nora': { first: 'Yes', detail: '(/vendor-integrations/nora)' },
  // Outside review NN: asked "Hi, does Linkwell support syncing inventory from Crystorama every hour?",
  // the answer never plainly said yes. A live vendor's yes/no questions, greeted or not, say it first.
  'Hi, does Linkwell support syncing inventory from Crystorama every hour?': {
    first: 'Yes',
    detail: '[Crystorama](/vendor-integrations/crystorama) is a **live** integration',
  },
  'hello, does it sync Crystorama hourly?': { first: 'Yes', detail: '**every hour**' },
  'does it sync Crystorama hourly?': { first: 'Yes', detail: '**every hour**' },
  'hey, is Nora supported?': { first: 'Yes', detail: '[Nora](/vendor-integrations/nora)' },
  'is Nora supported': { first: 'Yes', detail: '**live**' },
  'do you support Kuzco': { first: 'Yes', detail: '[Kuzco Lighting](/vendor-integrations/kuzco)' },
  'Hi, does Entrenue sync tracking?': { first: 'Yes', detail: 'Tracking numbers are pushed back' },
  'does Entrenue sync tracking': { first: 'Yes', detail: 'Tracking numbers are pushed back' },
  'Hi, does Nora sync prices?': { first: 'Yes', detail: 'price rules' },
};

const replies = receiverRepliesOf(Object.keys(cases));

describe('the receiver answers a yes/no question with Yes or No first', () => {
  it.each(Object.entries(cases))('%s', (question, { first, detail }) => {
    const reply = replies[question]!;
    expect(reply.match(/^\w+/)?.[0]).toBe(first);
    if (typeof detail === 'string') expect(reply).toContain(detail);
    else expect(reply).toMatch(detail);
  });

  it('never meets a vendor not live yet with "Yes", greeted or not', () => {
    for (const reply of Object.values(
      receiverRepliesOf(['Hi, does WheelPros sync hourly?', 'does WheelPros sync hourly?']),
    ))
      expect(reply).toMatch(/^Not yet: \*\*WheelPros\*\* is \*\*coming soon\*\*/);
  });

  it('keeps an open question without a yes or no', () => {
    const open = receiverRepliesOf([
      'how does the free trial work',
      'i use woocommerce',
      'how do orders reach my vendors',
    ]);
    for (const reply of Object.values(open)) expect(reply).not.toMatch(/^(Yes|No)\b/);
  });
});

import { faqFilterTerms, filterFaq } from '@/lib/faq/filter';

const categories = [
  {
    id: 'general',
    title: 'General',
    items: [
      { id: 'what', question: 'What is Linkwell?', answer: 'An integration hub for Shopify stores and their vendors.' },
      {
        id: 'sync',
        question: 'How often is inventory synced?',
        answer: 'Typically every hour when conditions are ideal.',
      },
    ],
  },
  {
    id: 'pricing',
    title: 'Pricing & Billing',
    items: [
      { id: 'cancel', question: 'What happens if I cancel?', answer: 'Your syncs stop at the end of the period.' },
    ],
  },
];

describe('filterFaq', () => {
  it('finds questions by their answers too, across every category, grouped in order', () => {
    const groups = filterFaq(categories, 'hour');
    expect(groups.map((group) => [group.title, group.hits.map((hit) => hit.id)])).toEqual([['General', ['sync']]]);
    expect(groups[0]!.hits[0]!.answer).toContainEqual({ text: 'hour', match: true });
  });

  it('keeps a question only when every meaningful word begins a word of it', () => {
    expect(filterFaq(categories, 'how do I cancel').map((group) => group.id)).toEqual(['pricing']);
    expect(filterFaq(categories, 'shopify vendors')[0]!.hits.map((hit) => hit.id)).toEqual(['what']);
    expect(filterFaq(categories, 'shopify cancel')).toEqual([]);
  });

  it('marks the words in the question', () => {
    const [group] = filterFaq(categories, 'inv');
    expect(group!.hits[0]!.question).toEqual([
      { text: 'How often is ', match: false },
      { text: 'inventory', match: true },
      { text: ' synced?', match: false },
    ]);
  });

  it('matches from the start of a word only, and treats the query as text, never a pattern', () => {
    expect(filterFaq(categories, 'ync')).toEqual([]);
    expect(filterFaq(categories, '.*')).toEqual([]);
    expect(filterFaq(categories, '   ')).toEqual([]);
  });

  it('keeps filler words when nothing else was typed', () => {
    expect(faqFilterTerms('what')).toEqual(['what']);
    expect(faqFilterTerms('What is the trial')).toEqual(['trial']);
  });
});

import { excerpt, highlight, queryTerms, type TextPart } from '@/lib/search/excerpt';
import { inCase } from '@/lib/search/site';

const marked = (parts: TextPart[]) => parts.filter((part) => part.match).map((part) => part.text);
const joined = (parts: TextPart[]) => parts.map((part) => part.text).join('');

describe('queryTerms', () => {
  it('lower-cases the words of a query, each once, punctuation dropped', () => {
    expect(queryTerms('  Duplicate SKU, sku! ')).toEqual(['duplicate', 'sku']);
    expect(queryTerms('Café’s MSRP/MAP')).toEqual(['café', 's', 'msrp', 'map']);
    expect(queryTerms('')).toEqual([]);
  });

  it('keeps at most eight words of the first 100 characters', () => {
    expect(queryTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(queryTerms(`${'x'.repeat(99)} tail`)).toEqual(['x'.repeat(99)]);
  });
});

describe('highlight', () => {
  it('marks whole words that begin with a term, whatever their case', () => {
    const parts = highlight('Inventory sync keeps inventories right; reinvent nothing.', ['inv']);
    expect(marked(parts)).toEqual(['Inventory', 'inventories']);
    expect(joined(parts)).toBe('Inventory sync keeps inventories right; reinvent nothing.');
  });

  it('reads terms as text, not patterns', () => {
    // As patterns, "a+b" would mark "aab" and "ab", "a.b" would mark "axb", ".*" everything.
    expect(marked(highlight('aab ab axb', ['a+b', 'a.b', '.*', '[x]']))).toEqual([]);
    expect(marked(highlight('Costs (a+b) and a.b', ['a+b', 'a.b']))).toEqual(['a+b', 'a.b']);
    expect(marked(highlight('MSRP/MAP rules', ['msrp', 'map']))).toEqual(['MSRP', 'MAP']);
  });

  // An outside review: "MAP" marked the verb "map". A term in capitals is an acronym, marked only in capitals (inCase).
  it('marks a term in capitals only where the text has it in capitals, its plural too', () => {
    const cased = (text: string, terms: string[]) => marked(inCase(highlight(text, terms), terms));
    expect(cased('Map the MAP floor; maps and MAPs', ['MAP'])).toEqual(['MAP', 'MAPs']);
    expect(cased('Map the MAP floor', ['map'])).toEqual(['Map', 'MAP']);
    expect(cased('SKU, sku and Sku; Über über', ['SKU', 'über'])).toEqual(['SKU', 'Über über']);
  });

  // An outside review: "Quantity Delta" read as two boxes. Words found one after another are one mark, the
  // space between them in it; words apart, or apart by more than spaces, stay marks of their own.
  it('marks words found one after another as one run', () => {
    const parts = highlight('The Quantity Delta: a quantity minus the delta, quantity-delta', ['quantity', 'delta']);
    expect(marked(parts)).toEqual(['Quantity Delta', 'quantity', 'delta', 'quantity', 'delta']);
    expect(joined(parts)).toBe('The Quantity Delta: a quantity minus the delta, quantity-delta');
    expect(marked(highlight('sync  inventory\nsync', ['sync', 'inv']))).toEqual(['sync  inventory\nsync']);
  });

  it('leaves text without terms whole', () => {
    expect(highlight('Plain', [])).toEqual([{ text: 'Plain', match: false }]);
    expect(highlight('', ['x'])).toEqual([]);
  });

  it('keeps markup in the text as text', () => {
    const parts = highlight('<img src=x onerror=alert(1)> vendor', ['vendor', 'img']);
    expect(joined(parts)).toBe('<img src=x onerror=alert(1)> vendor');
    expect(marked(parts)).toEqual(['img', 'vendor']);
  });
});

describe('excerpt', () => {
  const words = Array.from({ length: 80 }, (_, index) => `word${index}`);
  const text = [...words.slice(0, 40), 'Quantity', 'Delta', ...words.slice(40)].join(' ');

  it('shows the text around the first match, cut at spaces, with ellipses where text was left out', () => {
    const parts = excerpt(text, ['delta'], 80);
    const shown = joined(parts);
    expect(parts[0]).toEqual({ text: '…', match: false });
    expect(parts.at(-1)).toEqual({ text: '…', match: false });
    expect(shown).toContain('Quantity Delta');
    expect(shown.length).toBeLessThanOrEqual(82);
    expect(shown.slice(1, -1)).toMatch(/^word\d+ .* word\d+$/);
    expect(marked(parts)).toEqual(['Delta']);
    // Some context comes before the match.
    expect(shown.indexOf('Delta')).toBeGreaterThan(10);
  });

  it('starts at the beginning when the match is early or missing', () => {
    expect(joined(excerpt(text, ['word0'], 60)).startsWith('word0 word1')).toBe(true);
    const none = excerpt(text, ['zebra'], 60);
    expect(joined(none).startsWith('word0')).toBe(true);
    expect(none.at(-1)!.text).toBe('…');
  });

  it('shows a short text whole', () => {
    expect(excerpt('Health check', ['health'])).toEqual([
      { text: 'Health', match: true },
      { text: ' check', match: false },
    ]);
  });

  it('lets the ellipsis take the place of a full stop where the cut falls after one, never ".…"', () => {
    const sentences = `${words.slice(0, 10).join(' ')}. ${words.slice(10, 40).join(' ')}.`;
    const parts = excerpt(sentences, ['word0'], 60);
    const shown = joined(parts);
    expect(shown).not.toMatch(/\.…/);
    expect(shown.endsWith('…')).toBe(true);
    // A full stop inside the excerpt stays.
    expect(joined(excerpt(sentences, ['word0'], 120))).toContain('word9. word10');
  });

  it('reaches a match at the very end', () => {
    const parts = excerpt(`${words.join(' ')} Finale`, ['finale'], 60);
    expect(marked(parts)).toEqual(['Finale']);
    expect(parts.at(-1)!.text).not.toBe('…');
  });
});

describe('excerpt with several words', () => {
  it('shows the stretch where most of the words meet, not merely the first match', () => {
    const filler = (count: number) => Array.from({ length: count }, (_, index) => `filler${index}`).join(' ');
    const text = `${filler(3)} SKU ${filler(30)} the vendor refuses a duplicate SKU here ${filler(30)}`;
    const parts = excerpt(text, ['duplicate', 'sku'], 80);
    expect(marked(parts)).toEqual(['duplicate SKU']);
  });
});

describe('excerpt beside code', () => {
  it('shows prose that says the word, not a scope list whose names end in it', () => {
    const filler = (count: number) => Array.from({ length: count }, (_, index) => `filler${index}`).join(' ');
    const text = `${filler(5)} read_products, write_products, read_inventory, write_inventory ${filler(30)} Linkwell keeps inventory in step ${filler(30)}`;
    const parts = excerpt(text, ['inventory'], 80);
    expect(marked(parts)).toEqual(['inventory']);
    expect(joined(parts)).toContain('keeps inventory in step');
    expect(joined(parts)).not.toContain('read_inventory');
  });
});

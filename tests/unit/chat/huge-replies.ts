/** Huge and pathological replies: each would take minutes to parse if any search were quadratic. */
export const hugeReplies: Record<string, string> = {
  'one megabyte of text': 'a'.repeat(1_000_000),
  'a long word that must wrap': 'x'.repeat(5000),
  'half a million asterisks': `${'*'.repeat(500_000)} and text`,
  'unclosed bold openers': '**a '.repeat(100_000),
  'unclosed italic openers': '*a '.repeat(150_000),
  'unclosed link brackets': `${'[a '.repeat(150_000)}]`,
  'brackets that never become links': `[a](${'[b]('.repeat(100_000)}`,
  backticks: `x${'`'.repeat(300_000)}`,
  'alternating emphasis': '*_'.repeat(150_000),
  'ten thousand list items': Array.from({ length: 10_000 }, (_, i) => `- item ${i} **bold**`).join('\n'),
  'many paragraphs': Array.from(
    { length: 5_000 },
    (_, i) => `Paragraph ${i} with [a link](https://ok.example/${i}).`,
  ).join('\n\n'),
  'an unclosed code fence': `\`\`\`\n${'code line\n'.repeat(20_000)}`,
};

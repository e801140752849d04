import { render } from '@testing-library/react';
import { Markdown } from '@/components/chat/Markdown';
import { MAX_FORMATTED_BLOCK_LENGTH, parseInline, parseMarkdown, safeHref, settledMarkdown } from '@/lib/chat/markdown';
import { hasLongWord, LONG_WORD_LENGTH } from '@/lib/chat/messages';
import { hugeReplies } from './huge-replies';

function renderReply(text: string) {
  return render(<Markdown text={text} />).container;
}

/** Whatever a reply contains, none of this may reach the page. */
function expectInert(container: HTMLElement) {
  expect(
    container.querySelectorAll('script, style, iframe, img, object, embed, form, input, svg, math, link, meta, base'),
  ).toHaveLength(0);
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on/i);
    expect(element.getAttribute('style')).toBeNull();
  }
  for (const link of container.querySelectorAll('a')) {
    expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|tel:|\/(?![/\\])|#|\?)/);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  }
}

describe('bot replies as Markdown', () => {
  it('renders paragraphs, line breaks, lists, bold, italics, code and links', () => {
    const container = renderReply(
      'Plans start at **$89/month**, *billed annually*.\nSee below.\n\n- Inventory `sync`\n- Order routing\n\n3. Three\n4. Four\n\n```\nGET /wh/api/v1/products?limit=50\n```\n\nRead [pricing](/pricing) or https://linkwell.example/docs.',
    );
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs[0]!.innerHTML).toBe(
      'Plans start at <strong>$89/month</strong>, <em>billed annually</em>.<br>See below.',
    );
    expect([...container.querySelectorAll('ul li')].map((item) => item.innerHTML)).toEqual([
      'Inventory <code class="rounded bg-ink/5 px-1 py-0.5 font-mono text-[0.875em]">sync</code>',
      'Order routing',
    ]);
    expect(container.querySelector('ol')!.getAttribute('start')).toBe('3');
    expect([...container.querySelectorAll('ol li')].map((item) => item.textContent)).toEqual(['Three', 'Four']);
    expect(container.querySelector('pre code')!.textContent).toBe('GET /wh/api/v1/products?limit=50');
    const links = [...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['pricing', '/pricing'],
      ['https://linkwell.example/docs', 'https://linkwell.example/docs'],
    ]);
    expectInert(container);
  });

  it('leaves snake_case, lone asterisks and escaped characters alone', () => {
    expect(parseInline('use vendor_sku_map and 2 * 3 * 4')).toEqual([
      { type: 'text', value: 'use vendor_sku_map and 2 * 3 * 4' },
    ]);
    expect(parseInline('\\*not italic\\*')).toEqual([{ type: 'text', value: '*not italic*' }]);
    expect(parseMarkdown('```ts\nconst a = 1;\n```')).toEqual([{ type: 'code', value: 'const a = 1;' }]);
    expect(parseMarkdown('``` not `a` fence')[0]!.type).toBe('paragraph');
    expect(parseMarkdown('# Heading\n\n---')).toEqual([
      { type: 'heading', children: [{ type: 'text', value: 'Heading' }] },
      { type: 'rule' },
    ]);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://linkwell.example/pricing', 'https://linkwell.example/pricing'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:support@linkwell.example', 'mailto:support@linkwell.example'],
    ['tel:+15551234567', 'tel:+15551234567'],
    ['/documentation#api', '/documentation#api'],
    ['#faq', '#faq'],
    // Issue 52, point 11: a path is linked as the browser resolves it (sameSitePath), never to another host.
    ['/.//evil.example/x', '/evil.example/x'],
    ['/docs/../pricing', '/pricing'],
    ['/%2e%2e//evil.example', '/evil.example'],
  ])('links %s', (raw, href) => expect(safeHref(raw)).toBe(href));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&#58;alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/phish',
    '/\\evil.example',
    'evil.example',
    `https://example.com/${'a'.repeat(3000)}`,
    // Issue 52, point 11: userinfo lets a label name this site while the link leads elsewhere.
    'https://linkwell.example@evil.example/',
    'https://user:pass@evil.example/',
    'http://:secret@evil.example/',
  ])('does not link %j', (raw) => expect(safeHref(raw)).toBeNull());
});

describe('links with userinfo', () => {
  it('are shown as plain text, in Markdown links and bare addresses alike', () => {
    expect(parseInline('[our pricing](https://linkwell.example@evil.example/pricing)')).toEqual([
      { type: 'text', value: 'our pricing' },
    ]);
    expect(parseInline('see https://linkwell.example@evil.example/ now')).toEqual([
      { type: 'text', value: 'see https://linkwell.example@evil.example/ now' },
    ]);
  });
});

/** Replies an attacker (or a confused model) might send. */
const hostileReplies: Record<string, string> = {
  'script tag': '<script>alert(document.cookie)</script>',
  'script split over lines': '<scr\nipt>alert(1)</scr\nipt>',
  'image with onerror': '<img src=x onerror="alert(1)">',
  'svg onload': '<svg onload=alert(1)><circle r=10 /></svg>',
  iframe: '<iframe src="https://evil.example" width=1000></iframe>',
  'style tag': '<style>body { display: none }</style>',
  'inline event in bold': '**<b onclick="alert(1)">bold</b>**',
  'javascript link': '[Claim your refund](javascript:alert(document.domain))',
  'javascript link mixed case and spaces': '[x](  JaVaScRiPt:alert(1)  )',
  'javascript link with entity': '[x](javascript&#58;alert(1))',
  'javascript link with tab': '[x](java\tscript:alert(1))',
  'data link': '[x](data:text/html,<script>alert(1)</script>)',
  'html anchor': '<a href="javascript:alert(1)">click</a>',
  'attribute breakout in autolink': 'https://example.com/"onmouseover="alert(1)',
  'markdown image': '![tracking pixel](https://evil.example/pixel.png)',
  'link title with handler': '[x](https://ok.example "t" onclick=alert(1))',
  'nested link in label': '[[inner](javascript:alert(1))](https://ok.example)',
  'html comment': '<!-- <script>alert(1)</script> -->',
  form: '<form action="https://evil.example"><input name=password></form>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=https://evil.example">',
};

describe('hostile replies', () => {
  it.each(Object.entries(hostileReplies))('%s: shown as inert text', (_name, reply) => {
    const container = renderReply(reply);
    expectInert(container);
    expect(container.textContent!.length).toBeGreaterThan(0);
  });

  it('raw HTML is visible as text, exactly as sent', () => {
    expect(renderReply('<script>alert(1)</script>').textContent).toBe('<script>alert(1)</script>');
    expect(renderReply('<img src=x onerror=alert(1)>').textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('an unsafe link keeps its words but is not a link', () => {
    const container = renderReply('[Claim your refund](javascript:alert(document.domain))');
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('Claim your refund');
  });

  // jsdom is slow with big trees and URLs: the biggest replies are only parsed (markdown-limits.test.ts).
  const renderable = [
    'a long word that must wrap',
    'half a million asterisks',
    'unclosed bold openers',
    'backticks',
    'an unclosed code fence',
  ].map((name) => [name, hugeReplies[name]!] as const);
  it.each(renderable)('%s: rendered as inert text', (_name, reply) => {
    const container = renderReply(reply);
    expectInert(container);
    expect(container.textContent!.length).toBeGreaterThan(0);
  });

  it('very long blocks are shown as plain text', () => {
    const long = `**${'word '.repeat(MAX_FORMATTED_BLOCK_LENGTH / 5)}**`;
    expect(parseInline(long)).toEqual([{ type: 'text', value: long }]);
  });
});

describe('words longer than a line', () => {
  it('hasLongWord: a run of more than LONG_WORD_LENGTH characters without a space, tab or line break', () => {
    expect(hasLongWord('x'.repeat(LONG_WORD_LENGTH))).toBe(false);
    expect(hasLongWord('x'.repeat(LONG_WORD_LENGTH + 1))).toBe(true);
    expect(hasLongWord(`${'x'.repeat(60)} ${'x'.repeat(60)}\n${'x'.repeat(60)}\t${'x'.repeat(60)}`)).toBe(false);
    expect(hasLongWord(`See https://linkwell.example/${'a'.repeat(LONG_WORD_LENGTH)} for more`)).toBe(true);
    expect(hasLongWord('Plans start at **$89/month** billed annually.')).toBe(false);
  });

  it('a reply with one is set without kerning (its line breaks are then fast to lay out); others keep it', () => {
    const [long, short] = [renderReply(`Here: ${'x'.repeat(5000)}`), renderReply('Plans start at **$89/month**.')];
    expect(long.firstElementChild).toHaveClass('[font-kerning:none]');
    expect(short.firstElementChild).not.toHaveClass('[font-kerning:none]');
  });
});

describe('a reply while it streams', () => {
  it.each([
    // A link whose address has not arrived: its words so far, no bracket (outside review: "[More in our").
    ['shows each step. [More in our', 'shows each step. More in our'],
    ['shows each step. [More in our FAQ](/fa', 'shows each step. More in our FAQ'],
    ['See [pricing](/pricing) and [Add a', 'See [pricing](/pricing) and Add a'],
    // A bold whose end has not arrived: its words, unmarked.
    ['syncs about **every ho', 'syncs about every ho'],
    // Finished pieces are left alone.
    ['syncs about **every hour**. See [pricing](/pricing).', 'syncs about **every hour**. See [pricing](/pricing).'],
  ])('%j reads %j', (streamed, shown) => {
    expect(settledMarkdown(streamed)).toBe(shown);
    expect(renderReply(settledMarkdown(streamed)).textContent).not.toMatch(/\[|\*\*/);
  });
});

import { curlSample, fetchSample } from '@/lib/docs/api-samples';
import { highlight } from '@/lib/docs/highlight';

describe('highlight', () => {
  it('marks shell strings, variables and flags, and escapes HTML', () => {
    const html = highlight(`curl -X PATCH "https://$HOST/a?b=1&c=<2>"`, 'bash');
    expect(html).toContain('<span class="tok-keyword">curl</span>');
    expect(html).toContain('<span class="tok-flag">-X</span>');
    expect(html).toContain('<span class="tok-string">&quot;https://$HOST/a?b=1&amp;c=&lt;2&gt;&quot;</span>');
  });

  it('marks JavaScript keywords, strings, numbers and properties but not keywords inside names', () => {
    const html = highlight(`const constant = { quantity: 12, method: 'PATCH' }; // note`, 'javascript');
    expect(html).toContain('<span class="tok-keyword">const</span> constant');
    expect(html).toContain('<span class="tok-property">quantity</span>: <span class="tok-number">12</span>');
    expect(html).toContain(`<span class="tok-string">'PATCH'</span>`);
    expect(html).toContain('<span class="tok-comment">// note</span>');
  });

  it('loses no character of the source', () => {
    const source = 'const a = `x${b}`;\nawait fetch(url, { method: "GET" });';
    expect(
      highlight(source, 'javascript')
        .replace(/<[^>]+>/g, '')
        .replace(/&quot;/g, '"'),
    ).toBe(source);
  });
});

describe('API samples', () => {
  const call = {
    method: 'PATCH' as const,
    path: '/wh/api/v1/products/{sku}',
    fields: [
      { name: 'sku', in: 'path' as const, example: 'NL-1' },
      { name: 'quantity', in: 'body' as const, example: 12 },
    ],
  };

  it('builds a curl command with the bearer token in the custom header and a JSON body', () => {
    expect(curlSample(call, { authHeader: 'X-Auth' })).toBe(
      [
        'curl -X PATCH "https://$LINKWELL_HOST/wh/api/v1/products/NL-1" \\',
        '  -H "X-Auth: Bearer $LINKWELL_TOKEN" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{"quantity":12}'`,
      ].join('\n'),
    );
  });

  it('builds a fetch call with query parameters and no body for GET', () => {
    const sample = fetchSample(
      { method: 'GET', path: '/wh/api/v1/products', fields: [{ name: 'limit', in: 'query', example: 50 }] },
      { authHeader: 'X-Auth' },
    );
    expect(sample).toContain('/wh/api/v1/products?limit=50`');
    expect(sample).toContain("'X-Auth': `Bearer ${process.env.LINKWELL_TOKEN}`");
    expect(sample).not.toContain('body:');
  });
});

import { curlSample, fetchSample } from '@/lib/docs/api-samples';

const options = { authHeader: 'X-Linkwell-Authorization' };
const updatePrice = {
  method: 'PATCH' as const,
  path: '/wh/api/v1/products/{sku}',
  fields: [
    { name: 'sku', in: 'path' as const, example: 'NL-20417' },
    { name: 'price', in: 'body' as const, example: 85 },
  ],
};
const listProducts = {
  method: 'GET' as const,
  path: '/wh/api/v1/products',
  fields: [
    { name: 'limit', in: 'query' as const, optional: true, default: 50, example: 50 },
    { name: 'page', in: 'query' as const, optional: true, example: 2 },
  ],
};
const longest = (code: string) => Math.max(...code.split('\n').map((line) => line.length));

describe('API samples', () => {
  it('writes curl with the method first, the address on its own line and the body one field a line', () => {
    expect(curlSample(updatePrice, options)).toBe(
      [
        'curl -X PATCH \\',
        '  "https://$LINKWELL_HOST/wh/api/v1/products/NL-20417" \\',
        '  -H "X-Linkwell-Authorization: Bearer $LINKWELL_TOKEN" \\',
        '  -H "Content-Type: application/json" \\',
        "  -d '{",
        '    "price": 85',
        "  }'",
      ].join('\n'),
    );
  });

  it('puts required query fields and ones with a default in the address, and leaves other optional ones out', () => {
    expect(curlSample(listProducts, options)).toContain('"https://$LINKWELL_HOST/wh/api/v1/products?limit=50"');
    expect(curlSample(listProducts, options)).not.toContain('page=');
  });

  it('writes fetch with the address in a constant and the token from the environment', () => {
    const code = fetchSample(updatePrice, options);
    expect(code).toContain('const url = `https://${LINKWELL_HOST}/wh/api/v1/products/NL-20417`;');
    expect(code).toContain("'X-Linkwell-Authorization': `Bearer ${LINKWELL_TOKEN}`,");
    expect(code).toContain('body: JSON.stringify({\n    price: 85,\n  }),');
  });

  it('keeps curl within 60 characters a line (the reference code column at 1440 px) and fetch within 68 (the landing)', () => {
    for (const call of [updatePrice, listProducts]) {
      expect(longest(curlSample(call, options))).toBeLessThanOrEqual(60);
      expect(longest(fetchSample(call, options, true))).toBeLessThanOrEqual(68);
    }
  });
});

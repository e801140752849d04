import { curlSample, fetchSample, pythonSample, sampleRequest } from '@/lib/docs/api-samples';
import { tint } from '@/lib/docs/tint';

const header = 'X-Linkwell-Authorization';
const updatePriceCall = {
  method: 'PATCH' as const,
  path: '/wh/api/v1/products/{sku}',
  fields: [
    { name: 'sku', in: 'path' as const, example: 'NL-20417' },
    { name: 'price', in: 'body' as const, example: 85 },
  ],
};
const listProductsCall = {
  method: 'GET' as const,
  path: '/wh/api/v1/products',
  fields: [
    { name: 'limit', in: 'query' as const, optional: true, default: 50, example: 50 },
    { name: 'page', in: 'query' as const, optional: true, example: 2 },
  ],
};
const updatePrice = sampleRequest(updatePriceCall);
const listProducts = sampleRequest(listProductsCall);
const longest = (code: string) => Math.max(...code.split('\n').map((line) => line.length));

describe('API samples', () => {
  it('writes curl with the method first, the address on its own line and the body one field a line', () => {
    expect(curlSample(updatePrice, header)).toBe(
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
    expect(curlSample(listProducts, header)).toContain('"https://$LINKWELL_HOST/wh/api/v1/products?limit=50"');
    expect(curlSample(listProducts, header)).not.toContain('page=');
  });

  it('writes fetch with the address in a constant and the token from the environment', () => {
    const code = fetchSample(updatePrice, header);
    expect(code).toContain('const url = `https://${LINKWELL_HOST}/wh/api/v1/products/NL-20417`;');
    expect(code).toContain("'X-Linkwell-Authorization': `Bearer ${LINKWELL_TOKEN}`,");
    expect(code).toContain('body: JSON.stringify({\n    price: 85,\n  }),');
  });

  it('reduces a call to the small request the browser writes its other samples from', () => {
    expect(updatePrice).toEqual({ method: 'PATCH', path: '/wh/api/v1/products/NL-20417', body: { price: 85 } });
    expect(listProducts).toEqual({ method: 'GET', path: '/wh/api/v1/products?limit=50' });
    expect(sampleRequest(listProductsCall, true)).toMatchObject({ count: true });
  });

  it('writes Python with requests: the method as the function, the body as json, Python literals', () => {
    const code = pythonSample({ ...updatePrice, body: { price: 85, publish: false, sku: 'NL-20417' } }, header);
    expect(code).toContain('response = requests.patch(\n    f"https://{host}/wh/api/v1/products/NL-20417",');
    expect(code).toContain('headers={"X-Linkwell-Authorization": f"Bearer {token}"},');
    expect(code).toContain(
      '    json={\n        "price": 85,\n        "publish": False,\n        "sku": "NL-20417",\n    },',
    );
    expect(pythonSample(listProducts, header)).not.toContain('json=');
    expect(pythonSample({ ...listProducts, count: true }, header)).toMatch(/count = response.json\(\)\["count"\]$/);
  });

  it("colours the written samples' strings, keywords and literals as the build's highlighter does, and escapes the rest", () => {
    expect(tint("const a = fetch('x<y');")).toBe(
      '<span style="color:#F97583">const</span> a = <span style="color:#B392F0">fetch</span>(<span style="color:#85E89D">\'x&lt;y\'</span>);',
    );
    // A key in the blue of literals, a string in green (one pale blue for both read as monochrome: outside review FFFFFF).
    expect(tint('json={"publish": False, "n": 12, "x"}')).toBe(
      'json={<span style="color:#79B8FF">"publish"</span>: <span style="color:#79B8FF">False</span>, <span style="color:#79B8FF">"n"</span>: <span style="color:#79B8FF">12</span>, <span style="color:#85E89D">"x"</span>}',
    );
    // curl as shiki colours it, the address whole (a phone scrolls a long line sideways, as wider screens do).
    expect(tint('curl -X GET \\\n  "https://$H/wh/api"')).toBe(
      '<span style="color:#B392F0">curl</span> <span style="color:#79B8FF">-X</span> GET <span style="color:#79B8FF">\\</span>\n  <span style="color:#85E89D">"https://$H/wh/api"</span>',
    );
  });

  it('keeps curl and Python within 60 characters a line (the reference code column at 1440 px) and fetch within 68 (the landing)', () => {
    for (const call of [updatePrice, listProducts]) {
      expect(longest(curlSample(call, header))).toBeLessThanOrEqual(60);
      expect(longest(pythonSample(call, header))).toBeLessThanOrEqual(60);
      expect(longest(fetchSample({ ...call, count: true }, header))).toBeLessThanOrEqual(68);
    }
  });
});

/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/**
 * The Add Vendor guide's table of vendors per plan reads as the plans write their limits, each cell the
 * same way ("Up to 6", "Unlimited"): a mix of "up to 2", a bare "6" and "unlimited" read as unfinished
 * (outside review).
 */
const { plans } = matter(fs.readFileSync(path.join('content', 'marketing', 'plans.md'), 'utf8')).data as {
  plans: { name: string; limits: { vendors: string } }[];
};
const guide = fs.readFileSync(path.join('content', 'docs', 'add-vendor.md'), 'utf8');

describe("the Add Vendor guide's table of vendors per plan", () => {
  it("gives each plan's limit as the plans do, in the same form", () => {
    const rows = [...guide.matchAll(/^\| (Basic|Plus|Premium|Enterprise) \| ([^|]+) \|$/gm)].map((m) => [
      m[1],
      m[2]!.trim(),
    ]);
    expect(rows).toEqual(plans.map((plan) => [plan.name, plan.limits.vendors.replace(/ vendors$/, '')]));
    expect(rows.map(([, limit]) => limit)).toEqual(['Up to 2', 'Up to 6', 'Up to 12', 'Unlimited']);
  });
});

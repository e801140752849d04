import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '../helpers/test';

/** What the build's server-config step (scripts/build/server-config.mjs) computed. */
export type GeneratedHeaders = {
  connectOrigins: string[];
  commonHeaders: Record<string, string>;
  csp: Record<string, string>;
};

export function generatedHeaders(): GeneratedHeaders {
  return JSON.parse(
    fs.readFileSync(path.join(process.cwd(), 'deploy', 'generated', 'nginx', 'headers.json'), 'utf8'),
  ) as GeneratedHeaders;
}

/**
 * Collects every Content-Security-Policy violation the page reports: `securitypolicyviolation`
 * events (registered before any script runs) and console messages that mention the policy.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) sample: ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(`console ${message.type()}: ${message.text()}`);
  });
  return violations;
}

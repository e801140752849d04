import { decapConfig } from '@/lib/cms/config';

export const dynamic = 'force-static';

/** The editor's configuration, written from the content schemas at build time (lib/cms/config.ts); JSON is YAML. */
export function GET() {
  const config = decapConfig({
    githubRepo: process.env.CMS_GITHUB_REPO || undefined,
    branch: process.env.CMS_GITHUB_BRANCH || undefined,
    authUrl: process.env.CMS_AUTH_URL || undefined,
    editorialWorkflow: process.env.CMS_EDITORIAL_WORKFLOW === '1',
  });
  return new Response(JSON.stringify(config, null, 2), { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } });
}

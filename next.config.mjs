// @ts-check
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { productionLinkMessage, productionLinkProblems } from './lib/site/external-links.config.mjs';
import { productionWebhookMessage, productionWebhookProblems } from './lib/site/webhooks.config.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is pre-rendered to static HTML in out/ (any static host or CDN can serve it).
  output: 'export',
  images: { unoptimized: true },
  // Clean URLs: /about is written as out/about.html; the servers we ship map one to the other.
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
  // app/global-not-found.tsx renders the 404 page (see there why).
  experimental: { globalNotFound: true },
  // Next's router renders its history writer outside app/global-error.tsx's boundary, so a failure
  // there (a replaceState the browser refuses) showed Next's built-in "This page couldn't load";
  // its last-resort boundary imports the built-in by these two requests: ours takes their place.
  // tests/e2e/global-error.spec.ts breaks the router and expects our page.
  turbopack: {
    resolveAlias: {
      './builtin/global-error': './app/global-error.tsx',
      '../components/builtin/global-error': './app/global-error.tsx',
    },
  },
  // npm test runs tsc over the whole project (route types included) before it builds, and sets this.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === '1' },
};

/** @param {string} phase */
export default function config(phase) {
  // A build for a public address must not ship webhooks that only this machine can reach, nor
  // links to placeholder addresses, nor legal pages that name no company. Next has loaded .env
  // files by now, so process.env holds what the build will inline.
  if (phase === PHASE_PRODUCTION_BUILD) {
    const siteUrl = process.env.NEXT_PUBLIC_SITE_URL;
    const refusals = [];
    const webhookProblems = /^(1|true|yes)$/i.test(process.env.ALLOW_LOCAL_WEBHOOKS ?? '')
      ? []
      : productionWebhookProblems(process.env);
    if (webhookProblems.length) refusals.push(productionWebhookMessage(webhookProblems, siteUrl));
    const linkProblems = productionLinkProblems(process.env);
    if (linkProblems.length) refusals.push(productionLinkMessage(linkProblems, siteUrl));
    if (refusals.length) throw new Error(`\n${refusals.join('\n\n')}\n`);
  }
  return nextConfig;
}

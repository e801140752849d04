/** @jest-environment node */
import nextConfig from '@/next.config.mjs';
import { realLinks } from './external-links-env';
import {
  productionWebhookProblems,
  resolveWebhookSettings,
  webhookEnvNames,
  webhookOrigins,
} from '@/lib/site/webhooks.config.mjs';

const productionBuild = 'phase-production-build';

describe('webhook settings (one definition for the site, the CSP step and the test runner)', () => {
  it('default every address to the local receiver, and the chat to GET, message, streaming', () => {
    const settings = resolveWebhookSettings({});
    expect(settings.urls).toEqual({
      chat: 'http://127.0.0.1:5678/webhook/chat',
      forms: 'http://127.0.0.1:5678/webhook/forms',
      application: 'http://127.0.0.1:5678/webhook/application',
      quote: 'http://127.0.0.1:5678/webhook/quote',
    });
    expect(settings.chat).toEqual({
      method: 'GET',
      chatInputKey: 'message',
      enableStreaming: true,
      loadPreviousSession: false,
    });
    expect(webhookOrigins(settings)).toEqual(['http://127.0.0.1:5678']);
  });

  it('take each variable, and the receiver origin for the ones left unset', () => {
    const settings = resolveWebhookSettings({
      NEXT_PUBLIC_WEBHOOK_RECEIVER_ORIGIN: 'http://127.0.0.1:5700/',
      NEXT_PUBLIC_CHAT_WEBHOOK_URL: 'https://n8n.shop.example/webhook/abc/chat',
      NEXT_PUBLIC_CHAT_WEBHOOK_METHOD: 'post',
      NEXT_PUBLIC_CHAT_INPUT_KEY: 'chatInput',
      NEXT_PUBLIC_CHAT_LOAD_PREVIOUS_SESSION: 'on',
    });
    expect(settings.urls.chat).toBe('https://n8n.shop.example/webhook/abc/chat');
    expect(settings.urls.forms).toBe('http://127.0.0.1:5700/webhook/forms');
    expect(settings.chat).toEqual({
      method: 'POST',
      chatInputKey: 'chatInput',
      enableStreaming: true,
      loadPreviousSession: true,
    });
    expect(webhookOrigins(settings)).toEqual(['http://127.0.0.1:5700', 'https://n8n.shop.example']);
  });

  it('name every variable the test runner must blank', () => {
    expect(webhookEnvNames).toEqual([
      'NEXT_PUBLIC_WEBHOOK_RECEIVER_ORIGIN',
      'NEXT_PUBLIC_CHAT_WEBHOOK_URL',
      'NEXT_PUBLIC_FORMS_WEBHOOK_URL',
      'NEXT_PUBLIC_APPLICATION_WEBHOOK_URL',
      'NEXT_PUBLIC_QUOTE_WEBHOOK_URL',
      'NEXT_PUBLIC_CHAT_WEBHOOK_METHOD',
      'NEXT_PUBLIC_CHAT_INPUT_KEY',
      'NEXT_PUBLIC_CHAT_STREAMING',
      'NEXT_PUBLIC_CHAT_LOAD_PREVIOUS_SESSION',
    ]);
  });

  it('reject an address that is not absolute', () => {
    expect(() => webhookOrigins(resolveWebhookSettings({ NEXT_PUBLIC_FORMS_WEBHOOK_URL: '/webhook/forms' }))).toThrow(
      'A webhook address is not an absolute URL: /webhook/forms',
    );
  });
});

describe('a production build says what it is', () => {
  const n8n = {
    NEXT_PUBLIC_CHAT_WEBHOOK_URL: 'https://n8n.linkwell.io/webhook/1/chat',
    NEXT_PUBLIC_FORMS_WEBHOOK_URL: 'https://n8n.linkwell.io/webhook/forms',
    NEXT_PUBLIC_APPLICATION_WEBHOOK_URL: 'https://n8n.linkwell.io/webhook/application',
    NEXT_PUBLIC_QUOTE_WEBHOOK_URL: 'https://n8n.linkwell.io/webhook/quote',
  };

  it('accepts local webhooks while the site address is unset, reserved or local (npm start, npm test)', () => {
    for (const site of [
      undefined,
      '',
      'https://linkwell.example',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'https://staging.test',
    ]) {
      expect(productionWebhookProblems({ NEXT_PUBLIC_SITE_URL: site })).toEqual([]);
    }
  });

  it('names each webhook that still points at this machine when the site address is public', () => {
    const problems = productionWebhookProblems({
      NEXT_PUBLIC_SITE_URL: 'https://linkwell.io',
      NEXT_PUBLIC_QUOTE_WEBHOOK_URL: 'http://localhost:5678/webhook/quote',
    });
    expect(problems).toEqual([
      'NEXT_PUBLIC_CHAT_WEBHOOK_URL (the live-chat widget) is not set, so it defaults to the local receiver (http://127.0.0.1:5678/webhook/chat)',
      'NEXT_PUBLIC_FORMS_WEBHOOK_URL (contact form and vendor integration requests) is not set, so it defaults to the local receiver (http://127.0.0.1:5678/webhook/forms)',
      'NEXT_PUBLIC_APPLICATION_WEBHOOK_URL (job applications) is not set, so it defaults to the local receiver (http://127.0.0.1:5678/webhook/application)',
      'NEXT_PUBLIC_QUOTE_WEBHOOK_URL (custom integration quotes) is http://localhost:5678/webhook/quote',
    ]);
    expect(productionWebhookProblems({ NEXT_PUBLIC_SITE_URL: 'https://linkwell.io', ...n8n })).toEqual([]);
  });

  describe('next.config.mjs', () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
    });

    it('fails the build with a message that names each variable and how to set it', () => {
      process.env = {
        ...saved,
        NEXT_PUBLIC_SITE_URL: 'https://linkwell.io',
        ...n8n,
        NEXT_PUBLIC_FORMS_WEBHOOK_URL: '',
      };
      delete process.env.ALLOW_LOCAL_WEBHOOKS;
      expect(() => nextConfig(productionBuild)).toThrow(
        /NEXT_PUBLIC_FORMS_WEBHOOK_URL \(contact form and vendor integration requests\) is not set/,
      );
      expect(() => nextConfig(productionBuild)).toThrow(/Set each to your n8n webhook address/);
      expect(() => nextConfig(productionBuild)).not.toThrow(/NEXT_PUBLIC_CHAT_WEBHOOK_URL/);
    });

    it('builds with the explicit opt-in, in development, and with every webhook set', () => {
      process.env = {
        ...saved,
        ...realLinks,
        NEXT_PUBLIC_SITE_URL: 'https://linkwell.io',
        ALLOW_LOCAL_WEBHOOKS: '1',
      };
      expect(nextConfig(productionBuild)).toMatchObject({ output: 'export' });
      delete process.env.ALLOW_LOCAL_WEBHOOKS;
      expect(nextConfig('phase-development-server')).toMatchObject({ output: 'export' });
      Object.assign(process.env, n8n);
      expect(nextConfig(productionBuild)).toMatchObject({ output: 'export' });
    });
  });
});

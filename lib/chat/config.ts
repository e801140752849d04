/**
 * This site's chat configuration "as deployed" (spec sections 2, 7 and 9): the library defaults
 * overlaid with the site's texts and the build-time settings below.
 */
import { siteName } from '@/lib/site';
import { webhookUrls } from '@/lib/webhooks.config';
import { resolveChatOptions, type ChatMethod, type ChatOptions } from './options';

export const SITE_WELCOME_MESSAGE = 'Hi there! How can I help you?';

export const siteChatStrings = {
  title: 'Live chat',
  subtitle: `We're here to help you with ${siteName}'s integration.`,
  footer: '',
  getStarted: 'New Conversation',
  inputPlaceholder: 'Type your message...',
  closeButtonTooltip: 'Close chat',
};

export type ChatBuildSettings = { method: ChatMethod; chatInputKey: string; enableStreaming: boolean };

/**
 * Reads the NEXT_PUBLIC_CHAT_* values. Unset, the deployment's behaviour: GET (no method is
 * configured there), input key `message`, streaming on. Unknown values fall back to those too.
 */
export function parseChatBuildSettings(env: { method?: string; inputKey?: string; streaming?: string }): ChatBuildSettings {
  const method = env.method?.trim().toUpperCase() === 'POST' ? 'POST' : 'GET';
  const chatInputKey = env.inputKey?.trim() || 'message';
  const enableStreaming = !/^(off|false|0|no)$/i.test(env.streaming?.trim() ?? '');
  return { method, chatInputKey, enableStreaming };
}

// Each variable is spelled out in full so that Next.js inlines its value at build time.
export const chatBuildSettings = parseChatBuildSettings({
  method: process.env.NEXT_PUBLIC_CHAT_WEBHOOK_METHOD,
  inputKey: process.env.NEXT_PUBLIC_CHAT_INPUT_KEY,
  streaming: process.env.NEXT_PUBLIC_CHAT_STREAMING,
});

export function siteChatOptions(settings: ChatBuildSettings = chatBuildSettings): ChatOptions {
  return resolveChatOptions({
    webhookUrl: webhookUrls.chat,
    webhookConfig: { method: settings.method, headers: {} },
    mode: 'window',
    loadPreviousSession: false,
    showWelcomeScreen: true,
    chatInputKey: settings.chatInputKey,
    enableStreaming: settings.enableStreaming,
    initialMessages: [SITE_WELCOME_MESSAGE],
    i18n: { en: siteChatStrings },
  });
}

/**
 * This site's chat configuration "as deployed" (spec sections 2, 7 and 9): the library defaults
 * overlaid with the site's texts and the build-time settings below.
 */
import { siteName } from '@/lib/site/site';
import { siteWebhookSettings, type ChatBuildSettings } from '@/lib/site/webhooks.config.mjs';
import { resolveChatOptions, type ChatOptions } from './options';

export const SITE_WELCOME_MESSAGE = 'Hi there! How can I help you?';

export const siteChatStrings = {
  title: 'Live chat',
  subtitle: `We're here to help you with ${siteName}'s integration.`,
  footer: '',
  getStarted: 'New Conversation',
  inputPlaceholder: 'Type your message...',
  closeButtonTooltip: 'Close chat',
};

export function siteChatOptions(settings: ChatBuildSettings = siteWebhookSettings.chat): ChatOptions {
  return resolveChatOptions({
    webhookUrl: siteWebhookSettings.urls.chat,
    webhookConfig: { method: settings.method, headers: {} },
    loadPreviousSession: settings.loadPreviousSession,
    showWelcomeScreen: true,
    chatInputKey: settings.chatInputKey,
    enableStreaming: settings.enableStreaming,
    initialMessages: [SITE_WELCOME_MESSAGE],
    i18n: { en: siteChatStrings },
  });
}

/**
 * This site's chat configuration "as deployed" (spec sections 2, 7 and 9): the library defaults
 * overlaid with the site's texts (content/chat/window.json) and the build-time settings below.
 */
import { assistantText, chatWindowText } from '@/lib/chat/text';
import { fillChatText } from '@/lib/chat/i18n';
import { siteName } from '@/lib/site/site';
import { siteWebhookSettings, type ChatBuildSettings } from '@/lib/site/webhooks.config.mjs';
import { resolveChatOptions, type ChatOptions } from './options';

/** The widget's texts as deployed (content/chat/window.json), the site's name in the subtitle. */
export const siteChatStrings = {
  ...chatWindowText.strings,
  subtitle: fillChatText(chatWindowText.strings.subtitle, { siteName }),
};

export function siteChatOptions(settings: ChatBuildSettings = siteWebhookSettings.chat): ChatOptions {
  return resolveChatOptions({
    webhookUrl: siteWebhookSettings.urls.chat,
    webhookConfig: { method: settings.method, headers: {} },
    loadPreviousSession: settings.loadPreviousSession,
    showWelcomeScreen: true,
    chatInputKey: settings.chatInputKey,
    enableStreaming: settings.enableStreaming,
    // The deployed welcome (SPEC section 9), then who answers: the spec's defaults greet twice too.
    initialMessages: [chatWindowText.welcomeMessage, assistantText(chatWindowText.introMessage)],
    i18n: { en: siteChatStrings },
  });
}

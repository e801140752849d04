import type { ChatOptions, ChatStringKey } from './options';

/**
 * The text for `key` in the options' default language. As in n8n's widget, a missing
 * translation shows the key itself, so a gap is visible instead of silently blank; an empty
 * string is a real value (an empty footer means "no footer").
 */
export function translate(
  options: Pick<ChatOptions, 'i18n' | 'defaultLanguage'>,
  key: ChatStringKey | (string & {}),
): string {
  const strings = options.i18n[options.defaultLanguage] as Record<string, string | undefined> | undefined;
  const value = strings?.[key];
  return typeof value === 'string' ? value : key;
}

/** Fills the gaps of a text: fillChatText("{count} new messages", { count: 2 }) is "2 new messages"; an unknown gap stays. */
export function fillChatText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (gap, name: string) => String(values[name] ?? gap));
}

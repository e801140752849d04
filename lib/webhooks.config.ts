/**
 * Webhook addresses, read at build time from NEXT_PUBLIC_* variables. Each defaults to a path on
 * the local webhook receiver (tests/receiver), so forms and chat work out of the box.
 */
const receiverOrigin = (process.env.NEXT_PUBLIC_WEBHOOK_RECEIVER_ORIGIN ?? 'http://127.0.0.1:5678').replace(/\/+$/, '');

export const webhookUrls = {
  chat: process.env.NEXT_PUBLIC_CHAT_WEBHOOK_URL || `${receiverOrigin}/webhook/chat`,
  forms: process.env.NEXT_PUBLIC_FORMS_WEBHOOK_URL || `${receiverOrigin}/webhook/forms`,
  application: process.env.NEXT_PUBLIC_APPLICATION_WEBHOOK_URL || `${receiverOrigin}/webhook/application`,
  quote: process.env.NEXT_PUBLIC_QUOTE_WEBHOOK_URL || `${receiverOrigin}/webhook/quote`,
} as const;

import { getChatContent } from '@/lib/content/chat';
import { ChatLauncher } from './ChatLauncher';

/**
 * The live chat of every page (mounted once, in the root layout). A server component only to
 * check content/chat/ against its schema while the build pre-renders the page: a missing or empty
 * text fails the build, and no zod reaches the browser.
 */
export function LiveChat() {
  getChatContent();
  return <ChatLauncher />;
}

/**
 * What the chat says after a hand-off to a person (the form itself, its summary and its body are
 * defined in lib/forms/handoff.ts).
 */
import handoffText from '@/content/chat/handoff.json';
import { supportHours } from '@/lib/site/site';

/** Human support hours (SPEC §1), as every page writes them. */
export const SUPPORT_HOURS = supportHours;

/** What the success panel says, when a person replies, around the hours (kept on one line on screen). */
export const [handoffSuccessBefore = '', handoffSuccessAfter = ''] = handoffText.success.split('{hours}');
export const handoffSuccessText = `${handoffSuccessBefore}${SUPPORT_HOURS}${handoffSuccessAfter}`;

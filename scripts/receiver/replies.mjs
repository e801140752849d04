// @ts-check
/**
 * The receiver's chat answers: short, deterministic and on topic, like a helpful support bot. This
 * module takes a message apart and asks each topic's module (replies/: pricing, stores, vendors,
 * faq, docs, small-talk) in turn; replies/text.mjs holds what they share.
 */
import { articlesAnswer, varyLeadIns, withoutRepeatedLinks } from './replies/docs.mjs';
import { OTHER_CLOCKS, asksPace, faqIntents, intents, paceAnswer, topicAnswers } from './replies/faq.mjs';
import {
  PRICE_WORDS,
  compareAnswer,
  fileFeedAnswer,
  fileFeedPaceAnswer,
  namedPlans,
  planAnswer,
  planTopicsAnswer,
  setupFeeAnswer,
} from './replies/pricing.mjs';
import {
  ACKNOWLEDGEMENT,
  ENGLISH_ONLY,
  FALLBACK,
  IDENTITY,
  IDENTITY_REPLY,
  NOT_UNDERSTOOD,
  OTHER_LANGUAGE,
  greetingAnswers,
  isGibberish,
  personAnswer,
} from './replies/small-talk.mjs';
import { fitAnswer } from './replies/fit.mjs';
import { directAnswer, withYesOrNo } from './replies/yes-no.mjs';
import { storesAnswer } from './replies/stores.mjs';
import { PERSON_OPTION, mendTypos, personOffer, words } from './replies/text.mjs';
import {
  CONNECT_IT,
  misspelledVendor,
  unknownVendorAnswer,
  vendorAnswer,
  vendorNames,
  vendorsAnswer,
} from './replies/vendors.mjs';

export { historyItems, manyNodeChunks, multiNodeChunks, streamChunks, streamErrorChunks } from './replies/stream.mjs';

/**
 * Answers to a whole message of a kind, asked before plans and articles.
 * @type {[RegExp, string][]}
 */
const fixedAnswers = [...greetingAnswers, setupFeeAnswer, fileFeedAnswer];
/** What a plan's limit counts: "how many" without one counts what the question named before. */
const KIND = /\b(stores?|shops?|vendors?|orders?|products?)\b/i;

/** In a reply of several answers, a FAQ answer's first two sentences (its link has the rest), no other jobs' clocks, and no vendor's how-to-connect. */
function briefly(/** @type {string} */ answer) {
  answer = answer.replace(CONNECT_IT, '');
  const clocks = answer.indexOf(OTHER_CLOCKS);
  if (clocks >= 0) answer = answer.slice(0, clocks) + answer.slice(answer.indexOf('.', clocks) + 1);
  const link = answer.indexOf(' [More in our FAQ]');
  if (link < 0) return answer;
  const sentences = answer.slice(0, link).split(/(?<=[.!?])\s+(?=[A-Z])/);
  return sentences.length > 2 ? `${sentences.slice(0, 2).join(' ')}${answer.slice(link)}` : answer;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
const UNANSWERED = "I can't answer your ";
/** A greeting before a question ("hi, does…", "hey there, is…"): not part of what is asked. */
const GREETED =
  /^(?:(?:hi|hey|hello)(?: there)?\W+)+(?=(?:can|could|do|does|did|is|are|will|would|should|has|have|how|what|which)\b)/i;
/** A part that asks something: a question mark, or a question's first word. */
const ASKS = /\?\s*$|^(can|could|do|does|is|are|how|what|whats|which|will|would|where|when|why|should)\b/i;
/** The note for a part of a message the site does not answer: which part, and the way to a person. */
const UNANSWERED_PART = (/** @type {number} */ index) =>
  `${UNANSWERED}${ORDINALS[index] ?? 'last'} question from our site, so I won't guess: to ask a person, ${personOffer}.`;

/** One question's answer, or null when nothing the site says answers it. */
/** A part about the one before it: "can you connect them", "what do I do?" after a problem. */
const POINTS_BACK =
  /\b(it|that|this|they|them|those|these)\b|^\W*(so\W+)?(what|how)\s+(do|should|can|must)\s+i\s+(do|fix)\b/i;

function answerOne(/** @type {string} */ text) {
  const answer = findAnswer(text);
  // "can you split an order across two vendors": "Yes." first, then how.
  return answer && withYesOrNo(text, answer);
}

/** "which plan includes…", "what tier has…", "is X on every plan": a feature asked of the plans. */
const WHICH_PLAN_HAS =
  /\b(which|what)\s+(plans?|tiers?)\b[^?]*\b(include|includes|including|have|has|get|gets|come with|comes with|offer|offers)\b|\b(on|in)\s+(every|all|each)\s+plans?\b/i;

/** The plan that fits, and for "…three vendors, one of which sends CSV files by email" the file feed's answer beside it. */
function planFit(/** @type {string} */ text, /** @type {{ asked?: boolean }} */ options = {}) {
  const fit = fitAnswer(text, options);
  return fit && fileFeedAnswer[0].test(text) ? `${fit}\n\n${fileFeedAnswer[1]}` : fit;
}

/** "my supplier is …": a vendor named as such. */
const NAMES_VENDOR = /\bmy (?:vendor|supplier|distributor|wholesaler)(?:'s name)? is\b/i;

/** A vendor whose only way is files: "only sends CSV", "just emails a spreadsheet". */
const ONLY_FILES = /\b(only|just|nothing but)\b.*\b(csv|xml|spreadsheets?|files?|e-?mail\w*)\b/i;
/**
 * A vendor that sends its data by email ("my supplier sends stock levels by email"), with or without a
 * file named; "by email" alone is not enough ("do you send the report by email" asks about Linkwell).
 */
const VENDOR_EMAILS = /\b(vendors?|suppliers?|distributors?|wholesalers?)\b.*\b(by|via|over|through) e-?mail\b/i;

function findAnswer(/** @type {string} */ text) {
  const named = namedPlans(text);
  return (
    personAnswer(text) ??
    directAnswer(text) ??
    compareAnswer(text) ??
    // "which plan do I need for 3 vendors": the smallest plan whose limits fit, not a feature's plans.
    planFit(text) ??
    storesAnswer(text) ??
    vendorsAnswer(text) ??
    // "Which plan includes order routing?": the plans that have it, before what the feature is (the
    // feature's own answer said how routing works and never which plan).
    (WHICH_PLAN_HAS.test(text) && !named.length ? planAnswer(text) : null) ??
    planTopicsAnswer(text) ??
    // "Does Linkwell sync every few minutes?": how often each thing syncs, a wrong premise corrected.
    (asksPace(text) ? (fileFeedAnswer[0].test(text) ? fileFeedPaceAnswer : paceAnswer(text)) : null) ??
    (named.length && PRICE_WORDS.test(text) ? planAnswer(text) : null) ??
    // "how do I add a vendor that only sends CSV files by email": the file integration, not the
    // add-a-vendor steps, which assume an API or FTP login (outside review JJJJ).
    ((ONLY_FILES.test(text) && fileFeedAnswer[0].test(text)) || VENDOR_EMAILS.test(text) ? fileFeedAnswer[1] : null) ??
    intents.find(([pattern]) => pattern.test(text))?.[1](text) ??
    fixedAnswers.find(([pattern]) => pattern.test(text))?.[1] ??
    (named.length ? planAnswer(text) : null) ??
    // "My supplier is Acme Lighting, do you integrate with them?": the vendor named, before an article that
    // shares a word with the rest ("link them" found Prepare Your Products).
    (NAMES_VENDOR.test(text) ? unknownVendorAnswer(text) : null) ??
    articlesAnswer(text, true) ??
    planAnswer(text) ??
    articlesAnswer(text) ??
    topicAnswers.find(([pattern]) => pattern.test(text))?.[1] ??
    unknownVendorAnswer(text)
  );
}

/**
 * A bare follow-up ("how often?"), what in the answer before it already answers it, and the question it asks
 * about a vendor or a feature: how often stock syncs, how long setup takes.
 */
const BARE = /^(how (often|long|fast|quickly|soon))[\s?.!]*$/i;
/** @type {{ asks: RegExp, answered: RegExp, question: string }[]} */
const FOLLOW_UPS = [
  { asks: /^how often\b/i, answered: /\bevery hour\b|\bhourly\b/i, question: 'How often is inventory synced?' },
  {
    asks: /^how (long|fast|quickly|soon)\b/i,
    answered: /\b(under|about|up to) \d+(-\d+)? (minutes?|hours?|days?)\b/i,
    question: 'How long does setup take?',
  },
];

/**
 * The receiver's answer to a chat message, from the site's own content: a person, a vendor, a plan,
 * a FAQ answer or a documentation article. A message of several questions gets an answer to each;
 * one the site cannot answer gets a plain "I don't know" and the way to a person, never the
 * message repeated back.
 * @param {unknown} message
 */
export function chatReply(message) {
  const text = String(message ?? '').trim();
  if (!text) return NOT_UNDERSTOOD;
  if (IDENTITY.test(text)) return IDENTITY_REPLY;
  if (ACKNOWLEDGEMENT.test(text)) return 'Glad to help. Anything else about Linkwell?';
  if (OTHER_LANGUAGE.test(text)) return ENGLISH_ONLY;
  // A misspelt vendor ("kuzko"): the answer says which vendor it took the word for.
  const typo = vendorNames.some(({ pattern }) => pattern.test(text)) ? null : misspelledVendor(text);
  if (typo) return `I think you mean **${typo.name}**. ${vendorAnswer(typo)}`;
  // Several questions in one message: each part answered, once, in the order asked. A slip in a
  // keyword ("trail", "cancle") is mended first, so each part finds its answer.
  const mended = mendTypos(text);
  const parts = mended
    .split(
      /(?<=[?.!;])\s+|,?\s*(?:\band|\balso|\bbut|\bplus|\bn|&)\s+(?=(?:can|could|do|does|is|are|how|what|whats|which|will|would|where|when|why|should)\b)|,\s*(?=(?:can|could|do|does|is|are|how|what|whats|which|will|would|where|when|why|should)\b)|\s+also\s+/i,
    )
    .map((part) => part.trim())
    .filter((part) => part.length > 2)
    // "hi, do you support nora…": the greeting is not a question of its own.
    .filter((part, _, all) => all.length < 2 || !greetingAnswers.some(([pattern]) => pattern.test(part)));
  // "basic or plus, which is better": one comparison, not a plan's price and an unanswered "which is better".
  const compared = compareAnswer(mended);
  if (compared && parts.every((part) => namedPlans(part).length || words(part).length <= 4)) return compared;
  if (parts.length > 1) {
    // "how many vendors on basic, and how often does it sync": "it" is the plan named before.
    let plan = '';
    // "how do i add a vendor and how many can i have on basic": "how many" counts the vendors named before.
    let kind = '';
    // "…two stores…, and what does that cost?": the stores' answer already gives their prices.
    const storesPriced = parts.some((part) => storesAnswer(part));
    // "i have 4 vendors, which plan": the plan that fits already answers the bare "which plan".
    // "i have 6 vendors and 3000 products. which plan…": the counts told in one part, the plan asked in another.
    const asked = parts.some((part) => /\b(plans?|tiers?|subscriptions?)\b/i.test(part));
    const fitted = parts.some((part) => fitAnswer(part, { asked }));
    // The reply given to the part before, carried forward: a bare follow-up checks it, not a second answer to it.
    /** @type {string | null | undefined} */
    let previous = null;
    const replies = parts.map((part, index) => (previous = replyTo(part, index)));
    function replyTo(/** @type {string} */ part, /** @type {number} */ index) {
      // "what is quantity delta and how does it work": the first answer already says how.
      if (index > 0 && /^(how|what) (does|do|is) (it|that|this) (work|mean|do)\b[\s?.!]*$/i.test(part)) return null;
      const counted =
        /\bhow many\b/i.test(part) && !KIND.test(part) && kind
          ? part.replace(/\bhow many\b/i, `how many ${kind}`)
          : part;
      kind = KIND.exec(part)?.[0].toLowerCase().replace(/s?$/, 's') ?? kind;
      part = counted;
      const named = namedPlans(part);
      const fit = planFit(part, { asked });
      if (fit) return fit;
      if (fitted && /\b(plans?|tiers?|subscriptions?)\b/i.test(part) && words(part).length <= 3) return null;
      if (storesPriced && !named.length && PRICE_WORDS.test(part) && !storesAnswer(part) && words(part).length <= 3)
        return null;
      if (named.length === 1) plan = ` on the ${named[0]?.name} plan`;
      // A pronoun ("does it…") or a bare topic ("whats the price") asks about the plan named before,
      // unless it is a topic of its own ("is there an overage fee").
      const pronoun = /\b(it|that|this|they)\b/i.test(part);
      const ownTopic = faqIntents.some(([pattern]) => pattern.test(part));
      const carried =
        plan && !named.length && !ownTopic && (pronoun || words(part).length <= 3)
          ? planTopicsAnswer(part + plan, { features: pronoun })
          : // "do you do two way sync and is it on basic": "it" is the topic asked before, on that plan.
            pronoun && named.length === 1 && index > 0 && !planTopicsAnswer(part)
            ? planTopicsAnswer(`${parts[index - 1]} ${part}`)
            : null;
      // "does it sync from kuzco, and how often?": a bare follow-up asks about the part before it, answered with it
      // (alone, "how often?" was said to be unanswerable right after its answer: outside review KKKKKK).
      // When the answer before already says it ("typically every hour"), it is not said twice.
      const followUp =
        carried || index === 0 ? undefined : FOLLOW_UPS.find(({ asks }) => asks.test(part) && BARE.test(part));
      if (followUp?.answered.test(previous ?? '')) return null;
      const followUpAnswer = followUp ? answerOne(followUp.question) : null;
      const answer = carried ?? followUpAnswer ?? answerOne(part);
      // A part the site cannot answer is said so, in its place, not dropped while the others are answered.
      // (One that points back, "can you connect them", is about the part before it, already answered.)
      // Only a question is said so ("…? ask-1x2y" ends with a note of its own, not a question).
      if (!answer && ASKS.test(part) && !POINTS_BACK.test(part) && !isGibberish(part)) return UNANSWERED_PART(index);
      return answer && briefly(answer);
    }
    // An answer that defines a term an earlier one already named ("Quantity Delta is a safety stock…" after "…and
    // Quantity Delta holds back a safety stock") says it twice (outside review VVVVV): the earlier one stands.
    const found = replies
      .filter((answer) => answer !== null && answer !== undefined)
      .filter((answer, index, all) => {
        const term = /^([A-Z][\w-]*(?: [A-Z][\w-]*){0,3}) is an? /.exec(answer)?.[1];
        return !term || !all.slice(0, index).some((earlier) => earlier.toLowerCase().includes(term.toLowerCase()));
      });
    // Nothing answered at all: the whole message's answer (or the plain fallback) below, said once.
    // A note after an answer that already offers a person names the option, not the whole offer again.
    const offered = found.some((answer) => !answer.startsWith(UNANSWERED) && answer.includes(personOffer));
    const answers = [
      ...new Set(
        found.some((answer) => !answer.startsWith(UNANSWERED))
          ? found.map((answer) =>
              offered && answer.startsWith(UNANSWERED)
                ? `${answer.slice(0, answer.indexOf(', so'))}; ${PERSON_OPTION} reaches our team.`
                : answer,
            )
          : [],
      ),
    ].slice(0, 4);
    // One "compare every plan" link at the end, not one per answer.
    const compare = ' See [pricing](/pricing) to compare every plan.';
    const last = answers.findLastIndex((answer) => answer.endsWith(compare));
    if (answers.length > 1)
      return varyLeadIns(
        withoutRepeatedLinks(
          answers.map((answer, index) =>
            index < last && answer.endsWith(compare) ? answer.slice(0, -compare.length) : answer,
          ),
        ),
      ).join('\n\n');
  }
  // "Hi, does it sync Crystorama hourly?": asked without its greeting, so it opens with its yes or no.
  const answer = answerOne(mended.replace(GREETED, ''));
  if (answer) return answer;
  return isGibberish(text) ? NOT_UNDERSTOOD : FALLBACK;
}

/** The "quote" fault mode's reply (server.mjs): the message back, for a test to find its own marker. */
export const quotedReply = (/** @type {string} */ message) => `You asked: "${message.slice(0, 200)}".`;

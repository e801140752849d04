// @ts-check
/** Small talk: greetings, thanks, who the assistant is, a request for a person, another language, gibberish. */
import { personOffer, personOfferWithHours, stem, vocabulary } from './text.mjs';

const PERSON_REQUEST =
  /\b(human|person|people|someone|somebody|agent|representative|rep|operator|staff|support team|real support|customer service|sales|(?:speak|talk|chat) (?:to|with) (?:you|your|a|an|the|someone|somebody))\b/i;

/** @param {string} text */
export function personAnswer(text) {
  // The site lists no phone line: say so, and how the team is reached instead.
  if (/\b(phone|telephone|call (me|you|us|someone)|number to call)\b/i.test(text))
    return `Our site doesn't list a phone line. Our team answers by email on every plan, by chat on Plus, and with a dedicated account manager on Premium. To reach them from here, ${personOfferWithHours}.`;
  if (!PERSON_REQUEST.test(text)) return null;
  return `Of course. To reach a person, ${personOfferWithHours}. Your chat goes along with your message, so there is no need to repeat it.`;
}

/**
 * A greeting or a thank-you on its own, answered before plans and articles.
 * @type {[RegExp, string][]}
 */
export const greetingAnswers = [
  // Only a greeting or a thank-you on its own: "Hello, where is my order?" is a question.
  [
    /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening))( there| team| all| everyone)?[\s!.,?]*$|^(help|i need help|can you help( me)?)[\s!.,?]*$/i,
    'Hi! Ask me about plans and prices, a vendor you work with, or how to do something in your dashboard.',
  ],
  [
    /^((ok(ay)?|great|perfect|cool)[\s,!.]*)?(thanks|thank you|thx|ty|cheers)( (so much|a lot))?([\s,!.]*(bye|goodbye|see you))?[\s!.,]*$|^(bye|goodbye)[\s!.]*$/i,
    "You're welcome! Ask me anything else about Linkwell.",
  ],
];

export const IDENTITY_REPLY = `I'm the Linkwell Assistant, an AI that answers from our documentation, pricing and vendor list, day and night. For a person, ${personOffer}.`;

export const IDENTITY =
  /^(who are you|what are you|are you (a )?(bot|robot|human|real|ai|person|real person)|is this (a )?(bot|ai|human))\b/i;
export const ACKNOWLEDGEMENT = /^(ok(ay)?|k|cool|great|got it|perfect|nice|sounds good|alright|understood)[\s!.,]*$/i;
/** Words and letters of another language (the receiver answers in English only). */
export const OTHER_LANGUAGE =
  /[¿¡àâãäåæçèéêëìíîïñòóôõöøœùúûüßа-яёα-ωぁ-んァ-ン一-龯]|\b(hola|bonjour|merci|gracias|danke|hallo|bonjour|ciao|obrigado|precio|cuanto|cuesta|combien|coûte|prix|preis|kostet|vous|usted|bitte|porque|pourquoi|est-ce)\b/i;

const COMMON = new Set(
  'yes no not ok hi hello hey please thanks thank you help question what how why who work works does do can could would should i we our my store shop sell selling'.split(
    ' ',
  ),
);
/** "asdfghjkl", "qwe qwe": not one word the site or plain English uses. */
export const isGibberish = (/** @type {string} */ text) => {
  const tokens = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return tokens.every((token) => !COMMON.has(token) && !vocabulary.has(stem(token)));
};

export const FALLBACK = `Our site doesn't answer that, so I won't guess. To ask a person, ${personOffer}.`;
export const NOT_UNDERSTOOD =
  "Sorry, I didn't catch that. You can ask me about plans and prices, a vendor you work with, or how to do something in your dashboard.";
export const ENGLISH_ONLY = `Sorry, I can only answer in English for now. Could you ask again in English? To write to our team instead, ${personOffer}.`;

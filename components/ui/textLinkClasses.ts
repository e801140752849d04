/**
 * The look of a link in a sentence or under a control: the brand's colour, underlined, darker on
 * hover. Weight and spacing belong to the place it stands in. In a module of its own, so a client
 * component that needs only the look does not ship the TextLink component with it (the FAQ's JavaScript budget).
 */
export const textLinkClasses = 'text-brand-700 underline underline-offset-2 hover:text-brand-800';

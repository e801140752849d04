/**
 * A category of the landing's row below lg (a filter button or a link to Integrations and the API),
 * outlined so that the row reads as one set of chips; the sidebar's plain list from lg.
 */
export const docsChipClass = 'bg-surface-raised ring-1 ring-line lg:bg-transparent lg:ring-0';

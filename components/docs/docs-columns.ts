/** The docs' two columns from 1024 px, the landing's and every reading page's alike: the navigation, then the page. */
export const docsColumns = 'grid gap-10 lg:grid-cols-[13.5rem_minmax(0,1fr)]';

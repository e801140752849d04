import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// On a loaded 2-core machine (CI beside a browser) a form's submit, with its async validation, took
// over the default second to move focus (one failed run of OtherForms, 30 November 2026). waitFor
// returns as soon as its check holds, so a longer limit only lengthens a failure.
configure({ asyncUtilTimeout: 4000 });

// jsdom lays nothing out and has no scrollIntoView; a form's thank-you panel calls it (FormShell.tsx).
// Node-environment suites have no Element at all.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};

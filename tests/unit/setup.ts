import '@testing-library/jest-dom';

// jsdom lays nothing out and has no scrollIntoView; a form's thank-you panel calls it (FormShell.tsx).
// Node-environment suites have no Element at all.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};

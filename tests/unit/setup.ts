import '@testing-library/jest-dom';

// jsdom lays nothing out and has no scrollIntoView; a form's thank-you panel calls it (FormShell.tsx).
Element.prototype.scrollIntoView ??= () => {};

export const mainContentId = 'main-content';

export function SkipLink() {
  return (
    // .skip-link in app/globals.css: hidden until focused, then fixed at the top left.
    <a href={`#${mainContentId}`} className="skip-link">
      Skip to content
    </a>
  );
}

import { inlineScript } from './inline-script';

/**
 * /release-notes folds its earlier releases (native <details>): a link to one (#v2-0-0, from the
 * version index or from anywhere) opens it, on arrival and on each jump. A browser opens a folded
 * <details> only for a target inside its body, and a release's id is on the whole entry, so a few
 * bytes of script do it, before hydration (a state in React would wait for it).
 */
export const openLinkedReleaseScript = inlineScript(function openLinkedRelease() {
  const open = () => {
    let id = '';
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return;
    }
    const details = id && document.getElementById(id)?.querySelector('details');
    if (details) details.open = true;
  };
  open();
  addEventListener('hashchange', open);
});

/**
 * Copies the text of a same-site file (an article's Markdown twin) to the clipboard. Loaded on the
 * first "Copy page" press, so no article carries it in its initial JavaScript.
 */
export async function copySource(source: string): Promise<void> {
  const text = fetch(source).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  });
  // A pending ClipboardItem keeps the press's permission while the file loads (Safari needs it).
  if (typeof ClipboardItem === 'function')
    await navigator.clipboard.write([
      new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) }),
    ]);
  else await navigator.clipboard.writeText(await text);
}

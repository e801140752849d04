// @ts-check
/**
 * Keeps servers running side by side until Ctrl+C (`npm start`, `npm run cms`): a signal stops
 * them all, and one that fails stops the others and exits with its code.
 * @param {import('node:child_process').ChildProcess[]} children
 */
export function runTogether(children) {
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stop();
      process.exit(0);
    });
  for (const child of children)
    child.on('exit', (code) => {
      if (code) {
        stop();
        process.exit(code);
      }
    });
}

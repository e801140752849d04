// @ts-check
/** Debian packages the tests and the bench need beside npm's: installed with apt-get when missing. */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Installs `debianPackage` (without its recommended packages) when `binary` is missing, and returns
 * `binary`. A path given by the environment is the caller's to install: this only checks it.
 * @param {string} binary
 * @param {string} debianPackage
 */
export function ensureDebianPackage(binary, debianPackage) {
  if (fs.existsSync(binary)) return binary;
  console.log(`${binary} is missing: installing Debian's ${debianPackage} with apt-get.`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq --no-install-recommends ${debianPackage}`, {
    stdio: 'inherit',
    env,
  });
  if (!fs.existsSync(binary)) throw new Error(`apt-get installed ${debianPackage} but ${binary} is still missing`);
  return binary;
}

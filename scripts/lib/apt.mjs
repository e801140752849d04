// @ts-check
/** Debian packages the tests and the bench need beside npm's: installed with apt-get when missing. */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Installs `debianPackages` (space-separated) when `binary` is missing, and returns `binary`. Their
 * recommended packages come too only with `recommends` (a browser's fonts are among them).
 * @param {string} binary
 * @param {string} debianPackages
 * @param {{ recommends?: boolean }} [options]
 */
export function ensureDebianPackage(binary, debianPackages, { recommends = false } = {}) {
  if (fs.existsSync(binary)) return binary;
  console.log(`${binary} is missing: installing Debian's ${debianPackages} with apt-get.`);
  installDebianPackages(debianPackages, { recommends });
  if (!fs.existsSync(binary)) throw new Error(`apt-get installed ${debianPackages} but ${binary} is still missing`);
  return binary;
}

/**
 * Installs `debianPackages` (space-separated) with apt-get (sudo when not root).
 * @param {string} debianPackages
 * @param {{ recommends?: boolean }} [options]
 */
export function installDebianPackages(debianPackages, { recommends = false } = {}) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = `${sudo}apt-get install -y -qq ${recommends ? '' : '--no-install-recommends '}${debianPackages}`;
  execSync(`${sudo}apt-get update -qq && ${install}`, { stdio: 'inherit', env });
}

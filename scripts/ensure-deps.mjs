#!/usr/bin/env node
// Makes `npm test` work on a fresh clone: installs the locked dependencies when they are missing or older than
// package-lock.json, and (with --chromium) Debian's chromium for the browser tests.
// Uses only Node's built-ins, because it runs before node_modules exists.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dependenciesReason } from './dependencies.mjs';
import { runStep } from './steps.mjs';

const reason = dependenciesReason(process.cwd());
if (reason) {
  await runStep(1, 1, `Installing dependencies (${reason})`, [
    'ci',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ]);
}

if (process.argv.includes('--chromium') && !existsSync('/usr/bin/chromium')) {
  if (process.getuid?.() === 0) {
    console.log("Installing Debian's chromium for the browser tests…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error('The browser tests need /usr/bin/chromium: run `sudo apt-get install -y chromium` first.');
    process.exit(1);
  }
}

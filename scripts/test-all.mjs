#!/usr/bin/env node
// `npm test`: every suite, stage by stage, each bundle built once. The steps of a stage run side by side: on a
// 2-core machine single-threaded tools (tsc, ESLint, Prettier) or two builds finish in about the time of the
// longest, where one after the other they took the sum. Each line a step prints
// is prefixed with its name; a summary of every step's time ends the run. A failed step lets its stage finish
// (so every failure of the stage is shown) and stops the run there.
//   node scripts/test-all.mjs            every stage
//   node scripts/test-all.mjs --list     the stages and their commands
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** @typedef {{ name: string, command: string }} Step */

/** @type {Step[][]} */
const STAGES = [
  [{ name: 'deps', command: 'node scripts/ensure-deps.mjs --chromium' }],
  [
    { name: 'typecheck', command: 'npm run typecheck --silent' },
    { name: 'eslint', command: 'npx eslint . --max-warnings 0' },
    { name: 'prettier', command: 'npx prettier --check . --log-level warn' },
  ],
  [
    { name: 'build storybook', command: 'npm run build-storybook --silent' },
    { name: 'build app', command: 'npm run build --silent' },
  ],
  [{ name: 'unit', command: 'npx vitest run' }],
  // The browser suites run alone: their plays wait on what a user would see, and a second CPU-bound suite beside
  // them stretched a 10 s wait past its limit.
  [{ name: 'stories', command: 'npm run test:stories:run --silent' }],
  [
    { name: 'contract', command: 'npx vitest run --config vitest.contract.config.ts' },
    { name: 'package', command: 'npm run test:package --silent' },
    // A real PostgreSQL, three instances and HAProxy (scripts/cluster.ts): about 35 s, a third of it their start.
    { name: 'cluster', command: 'npm run test:cluster --silent' },
  ],
  [{ name: 'e2e', command: 'npm run test:e2e:run --silent' }],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** A line that names a failed test in jest's, vitest's or Playwright's output. */
const FAILURE_LINE = /●|✕|✘|×|\bFAIL\b|^\s*\d+\) \[/;
/** Lines kept after a failure's name: its message, before the page dump a story test appends. */
const MESSAGE_LINES = 6;
/** At most this many lines of failures are repeated per step. */
const MAX_FAILURE_LINES = 80;
// eslint-disable-next-line no-control-regex -- the terminal's colour codes are what is removed
const plain = (line) => line.replace(/\x1b\[[0-9;]*m|\x1b\]8;;[^\x1b]*\x1b\\/g, '');

/** Runs one step, its output prefixed with its name when others run beside it. */
function run(step, prefixed) {
  const started = Date.now();
  /** The failures' names and first lines, repeated at the end of the run (a long log is cut from its top). */
  const failures = [];
  let messageLines = 0;
  const note = (line) => {
    const text = plain(line).trimEnd();
    if (failures.length >= MAX_FAILURE_LINES) return;
    if (FAILURE_LINE.test(text)) {
      failures.push(text);
      messageLines = text.includes('●') ? MESSAGE_LINES : 0;
    } else if (
      messageLines > 0 &&
      text.trim() &&
      !/^\s*(<|at |Click to debug|http|Ignored nodes)/.test(text)
    ) {
      failures.push(text);
      messageLines--;
    }
  };
  return new Promise((resolve) => {
    const child = spawn(step.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      const out = stream === child.stdout ? process.stdout : process.stderr;
      createInterface({ input: stream }).on('line', (line) => {
        note(line);
        out.write(prefixed ? `[${step.name}] ${line}\n` : `${line}\n`);
      });
    }
    child.on('close', (code, signal) =>
      resolve({ step, code: code ?? (signal ? 1 : 0), ms: Date.now() - started, failures }),
    );
  });
}

if (process.argv.includes('--list')) {
  STAGES.forEach((stage, i) => {
    console.log(`stage ${i + 1}:`);
    for (const step of stage) console.log(`  ${step.name}: ${step.command}`);
  });
  process.exit(0);
}

const started = Date.now();
const results = [];
let failed = false;
for (const [i, stage] of STAGES.entries()) {
  console.log(`\n== stage ${i + 1}/${STAGES.length}: ${stage.map((s) => s.name).join(' + ')}`);
  const stageStarted = Date.now();
  const done = await Promise.all(stage.map((step) => run(step, stage.length > 1)));
  results.push(...done);
  for (const r of done)
    console.log(
      `== ${r.step.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${seconds(r.ms)}`,
    );
  console.log(`== stage ${i + 1} took ${seconds(Date.now() - stageStarted)}`);
  if (done.some((r) => r.code !== 0)) {
    failed = true;
    break;
  }
}

console.log(`\n== npm test ${failed ? 'FAILED' : 'passed'} in ${seconds(Date.now() - started)}`);
for (const r of results)
  console.log(`   ${r.code === 0 ? 'ok  ' : 'FAIL'} ${seconds(r.ms).padStart(6)}  ${r.step.name}`);
for (const r of results.filter((x) => x.code !== 0)) {
  console.log(`\n== what failed in ${r.step.name}:`);
  for (const line of r.failures) console.log(`   ${line}`);
}
process.exit(failed ? 1 : 0);

// The steps of `npm start` and `npm test`'s setup, shown as one line each: "[2/3] Building the showcase… 41 s".
// A step's own output (npm ci, vite, storybook) is kept and shown only when the step fails, so a first start
// is a few lines long instead of hundreds. Uses only Node's built-ins: it runs before node_modules exists.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const TICK_MS = 1000;
/** Without a terminal (CI logs) the line cannot be redrawn: a note every this many ticks instead. */
const PLAIN_NOTE_EVERY_S = 30;

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Runs `npm <args>` as one step of `total`, with a live elapsed time. Resolves when it succeeded; on failure
 * prints what the command printed and exits with its code.
 */
export function runStep(index, total, label, args, options = {}) {
  const prefix = `[${index}/${total}] ${label}`;
  const tty = process.stdout.isTTY === true;
  const started = Date.now();
  const output = [];
  let ticks = 0;
  if (!tty) console.log(`${prefix}…`);
  const tick = setInterval(() => {
    ticks += 1;
    const elapsed = seconds(Date.now() - started);
    if (tty) process.stdout.write(`\r${prefix}… ${elapsed}`);
    else if (ticks % PLAIN_NOTE_EVERY_S === 0) console.log(`${prefix}… ${elapsed}`);
  }, TICK_MS);
  return new Promise((resolve) => {
    const child = spawn(npm, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      clearInterval(tick);
      const took = seconds(Date.now() - started);
      if (code === 0) {
        const line = `${prefix}: done in ${took}`;
        if (tty) process.stdout.write(`\r${line}\x1b[K\n`);
        else console.log(line);
        resolve();
        return;
      }
      if (tty) process.stdout.write('\n');
      process.stdout.write(Buffer.concat(output));
      console.error(`${prefix} failed after ${took} (npm ${args.join(' ')}: exit ${code ?? signal}).`);
      process.exit(code ?? 1);
    });
  });
}

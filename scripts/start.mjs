// `npm start`: installs the locked dependencies when missing, builds the /app shell and the static Storybook
// when they are missing or older than their sources, then runs the server in the foreground. Each step is
// one line with its elapsed time (scripts/steps.mjs); the server prints one ready line with the address and the
// demo logins. Signals are forwarded to the server, and its exit code becomes ours.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dependenciesReason } from './dependencies.mjs';
import { BUILD_INPUTS, buildReason } from './staleness.mjs';
import { runStep } from './steps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const REASON_TEXT = { missing: 'not built yet', stale: 'sources changed since the last build' };

/** A build step, unless the caller points the server at a directory of its own (then it is theirs to build). */
function buildStep(envVar, output, inputs, label, script) {
  if (process.env[envVar]) return undefined;
  const reason = buildReason(root, output, inputs);
  return reason && { label: `${label} (${REASON_TEXT[reason]})`, args: ['run', '--silent', script] };
}

const depsReason = dependenciesReason(root);
const steps = [
  depsReason && {
    label: `Installing dependencies (${depsReason})`,
    args: ['ci', '--no-audit', '--no-fund', '--loglevel=error'],
  },
  buildStep('STATIC_DIR', 'dist/app/index.html', BUILD_INPUTS.app, 'Building the showcase', 'build'),
  buildStep(
    'STORYBOOK_DIR',
    'storybook-static/index.html',
    BUILD_INPUTS.storybook,
    'Building Storybook',
    'build-storybook',
  ),
].filter(Boolean);

for (const [i, step] of steps.entries())
  await runStep(i + 1, steps.length, step.label, step.args, { cwd: root });

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
});

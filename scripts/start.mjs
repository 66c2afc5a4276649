// `npm start`: builds what is missing (the /app shell, the static Storybook), then runs the server in the
// foreground. Signals are forwarded to the server, and its exit code becomes ours.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>` when `file` is missing; only for the default output directories. */
function buildIfMissing(envVar, file, script) {
  if (process.env[envVar]) return; // a custom directory is the caller's to build
  if (existsSync(path.join(root, file))) return;
  console.log(`[start] ${file} is missing: running npm run ${script}`);
  const result = spawnSync(npm, ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] npm run ${script} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

buildIfMissing('STATIC_DIR', 'dist/app/index.html', 'build');
buildIfMissing('STORYBOOK_DIR', 'storybook-static/index.html', 'build-storybook');

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

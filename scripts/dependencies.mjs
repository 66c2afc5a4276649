// Whether the locked dependencies need installing: node_modules missing, or installed from an older lock.
// Built-ins only (it decides whether node_modules can be used at all).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** 'not installed yet', 'package-lock.json changed', or undefined when node_modules matches the lock. */
export function dependenciesReason(root) {
  const installed = path.join(root, 'node_modules/.package-lock.json');
  if (!existsSync(installed)) return 'not installed yet';
  const lock = path.join(root, 'package-lock.json');
  return statSync(installed).mtimeMs < statSync(lock).mtimeMs ? 'package-lock.json changed' : undefined;
}

// Whether the locked dependencies need installing: node_modules missing, installed from an older lock, or before
// a patch of patches/ (applied by patch-package after each install) was changed.
// Built-ins only (it decides whether node_modules can be used at all).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * 'not installed yet', 'package-lock.json changed', 'patches/<file> changed', or undefined when node_modules
 * matches the lock and the patches.
 */
export function dependenciesReason(root) {
  const installed = path.join(root, 'node_modules/.package-lock.json');
  if (!existsSync(installed)) return 'not installed yet';
  const installedAt = statSync(installed).mtimeMs;
  if (installedAt < statSync(path.join(root, 'package-lock.json')).mtimeMs)
    return 'package-lock.json changed';
  const patches = path.join(root, 'patches');
  const changed = existsSync(patches)
    ? readdirSync(patches).find((file) => statSync(path.join(patches, file)).mtimeMs > installedAt)
    : undefined;
  return changed ? `patches/${changed} changed` : undefined;
}

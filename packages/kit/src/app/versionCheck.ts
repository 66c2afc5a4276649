export interface VersionInfo {
  version: string;
  build: string;
}

export interface VersionCheckOptions {
  fetchVersion: () => Promise<VersionInfo>;
  onNewVersion: (v: VersionInfo) => void;
  intervalMs?: number;
}

/**
 * Watches the server's version and build: the first answer is the baseline, each later change is reported once.
 * Returns `check` (to run at once, e.g. after a websocket reconnect) and `stop`.
 */
export function startVersionCheck(opts: VersionCheckOptions): {
  check: () => Promise<void>;
  stop: () => void;
} {
  let known: VersionInfo | null = null;
  let stopped = false;
  const check = async (): Promise<void> => {
    let v: VersionInfo;
    try {
      v = await opts.fetchVersion();
    } catch {
      return; // The server may be restarting; the next tick tries again.
    }
    if (stopped) return;
    if (!known) known = v;
    else if (v.version !== known.version || v.build !== known.build) {
      known = v;
      opts.onNewVersion(v);
    }
  };
  const timer = setInterval(() => void check(), opts.intervalMs ?? 60000);
  void check();
  return {
    check,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}

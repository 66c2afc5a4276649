import clientLibraries from 'virtual:client-libraries';
import { proxy } from 'valtio';
import { api, homeApi, takeOfferedEnvironment } from '../../src/api';
import { FeedbackSchema } from '../../src/api/home';
import { type Environment, type LibraryVersion } from '../../src/api/schemas';
import { LoadTask } from '@toolbox/kit/app';
import { errorText } from '@toolbox/kit/panel';
import { toast } from '@toolbox/kit/popup';
import { homeFirstContentShown } from './firstContent';

/** SPEC §8: what the About widget shows for any value it does not have. */
export const NOT_AVAILABLE = 'Not available';
export const FEEDBACK_THANKS = 'Thank you for your feedback - it has been sent to the Toolbox team.';

/** A row of the Deployment table: what, and its value ('Not available' when missing). */
export interface AboutRow {
  label: string;
  value: string;
}

/** '3 days, 4 hours', '1 hour, 5 minutes', '42 seconds': an uptime in its two largest units. */
export function fmtUptime(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return NOT_AVAILABLE;
  const units: [string, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
    ['second', 1],
  ];
  let rest = Math.floor(seconds);
  const parts: string[] = [];
  for (const [name, size] of units) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0 || (parts.length === 0 && size === 1)) parts.push(`${n} ${name}${n === 1 ? '' : 's'}`);
    if (parts.length === 2) break;
  }
  return parts.join(', ');
}

const shown = (v: string | null | undefined) => (v && v.trim() ? v : NOT_AVAILABLE);

/** The client's time zone, as the browser reports it. */
function clientTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The Deployment table of SPEC §2.3 from the server's environment (null when it could not be loaded). */
export function deploymentRows(env: Environment | null, clientZone = clientTimeZone()): AboutRow[] {
  const both = (a: string | undefined, b: string | undefined, fmt: (a: string, b: string) => string) =>
    a?.trim() && b?.trim() ? fmt(a, b) : shown(a || b);
  return [
    { label: 'App', value: both(env?.appName, env?.appCode, (name, code) => `${name} (${code})`) },
    { label: 'Version', value: both(env?.version, env?.build, (v, b) => `${v} (build ${b})`) },
    { label: 'Environment', value: shown(env?.environment) },
    { label: 'App time zone', value: shown(env?.appTimeZone) },
    { label: 'Server time zone', value: shown(env?.serverTimeZone) },
    { label: 'Client time zone', value: shown(clientZone) },
    { label: 'Server uptime', value: fmtUptime(env?.serverUptimeSeconds) },
  ];
}

/**
 * The About widget (SPEC §2.3): the deployment, the server's and the client's libraries (the client's read from
 * the lock file at build), and feedback sent to the server.
 */
/** The request Home started before its dashboard drew the widget (see prefetchEnvironment), untaken yet. */
let early: Promise<Environment> | null = null;

/**
 * Starts the About widget's request as Home's model is made: the dashboard's layout takes a long task to draw
 * before the widget mounts, and About is what a cold load waits on. Home drops it as it goes away.
 */
export function prefetchEnvironment(): void {
  // The shell's request, when it started one as the page loaded (not in Storybook).
  early ??= takeOfferedEnvironment() ?? api.environment();
  // Taken (and its failure shown) by the widget's load; a prefetch nobody takes must not be an unhandled rejection.
  early.catch(() => undefined);
}

export function dropPrefetchedEnvironment(): void {
  early = null;
}

export class AboutWidgetModel {
  environment: Environment | null = null;
  feedbackOpen = false;
  feedback = '';
  sending = false;
  readonly loadTask = new LoadTask({ what: 'the deployment details' });

  constructor() {
    return proxy(this);
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  get rows(): AboutRow[] {
    return deploymentRows(this.environment);
  }

  /** The client's libraries, as the build read them from package-lock.json. */
  get clientLibraries(): readonly LibraryVersion[] {
    return clientLibraries;
  }

  get serverLibraries(): readonly LibraryVersion[] {
    return this.environment?.serverLibraries ?? [];
  }

  /** Why the feedback cannot be sent as it is, or null: empty, or too long (the contract's own messages). */
  get feedbackError(): string | null {
    const parsed = FeedbackSchema.safeParse({ message: this.feedback });
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'The feedback cannot be sent.');
  }

  load(): Promise<void> {
    const prefetched = early;
    early = null;
    // Shown or failed, Home's grid widgets may load their code now (firstContent.ts).
    return this.loadTask
      .run(async () => {
        this.environment = await (prefetched ?? api.environment());
      })
      .finally(homeFirstContentShown);
  }

  openFeedback(): void {
    this.feedbackOpen = true;
  }

  closeFeedback(): void {
    this.feedbackOpen = false;
  }

  setFeedback(text: string): void {
    this.feedback = text;
  }

  /** Sends the feedback; on success thanks the user, clears the text and closes the dialog. */
  async sendFeedback(): Promise<void> {
    if (this.sending || this.feedbackError) return;
    this.sending = true;
    try {
      await homeApi.feedback({ message: this.feedback });
      toast({ message: FEEDBACK_THANKS, intent: 'success' });
      this.feedback = '';
      this.feedbackOpen = false;
    } catch (e) {
      toast({ message: `Could not send your feedback: ${errorText(e)}`, intent: 'danger' });
    } finally {
      this.sending = false;
    }
  }
}

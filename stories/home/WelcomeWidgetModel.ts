import { proxy } from 'valtio';
import { api } from '../../src/api';
import type { Identity } from '../../src/api/schemas';
import { LoadTask } from '@toolbox/kit/app';

/** The Welcome widget (SPEC §1, §2.3): who is signed in, to greet them by name and picture. */
export class WelcomeWidgetModel {
  identity: Identity | null = null;
  readonly loadTask = new LoadTask({ what: 'your profile' });

  constructor() {
    return proxy(this);
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  load(): Promise<void> {
    return this.loadTask.run(async () => {
      this.identity = await api.identity();
    });
  }
}

/** 'Demo User' → 'DU': the initials shown when a user has no picture. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

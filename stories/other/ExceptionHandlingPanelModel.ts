import { format } from 'date-fns';
import { proxy } from 'valtio';
import { handleException, RoutineException, type ExceptionOptions } from '@toolbox/kit/exception';
import { registerModel } from '@toolbox/kit/inspector';

export type ExceptionKind = 'standard' | 'routine';
export type AlertType = NonNullable<ExceptionOptions['alertType']>;

export const STANDARD_MESSAGE = 'This is a very problematic button and has encountered a serious error.';

/** The routine exception's message, with the time of the click. */
export function routineMessage(now: Date = new Date()): string {
  return `User does not have permission to click this button after ${format(now, 'h:mm:ss a')}!`;
}

/** The options panel's fields: those of handleException, with its defaults. */
export interface ExceptionDemoOptions {
  title: string;
  message: string;
  logOnServer: boolean;
  showAlert: boolean;
  requireReload: boolean;
  alertType: AlertType;
}

export const DEFAULT_OPTIONS: Readonly<ExceptionDemoOptions> = {
  title: '',
  message: '',
  logOnServer: true,
  showAlert: true,
  requireReload: false,
  alertType: 'dialog',
};

/** What the last simulated exception led to, for the status line. */
export interface HandledSummary {
  kind: ExceptionKind;
  at: string;
  shown: 'dialog' | 'toast' | null;
  logOnServer: boolean;
  logId: number | null;
}

/** State of the Exception Handling demo: the options, the trigger of a simulated exception, and its outcome. */
export class ExceptionHandlingPanelModel {
  options: ExceptionDemoOptions = { ...DEFAULT_OPTIONS };
  /** Set by a Simulate button, and reset once its exception is thrown. */
  trigger: ExceptionKind | null = null;
  last: HandledSummary | null = null;

  constructor() {
    return registerModel('ExceptionHandlingPanelModel', proxy(this));
  }

  /**
   * Throws the exception of that kind and handles it, as app code would in a catch block. The trigger flag is
   * set while the button's work runs and reset once the error is thrown.
   */
  async simulate(kind: ExceptionKind): Promise<void> {
    this.trigger = kind;
    try {
      throw this.createException(kind);
    } catch (e) {
      this.trigger = null;
      await this.handle(kind, e);
    }
  }

  /** The exception a Simulate button throws. */
  createException(kind: ExceptionKind): Error {
    return kind === 'routine' ? new RoutineException(routineMessage()) : new Error(STANDARD_MESSAGE);
  }

  private async handle(kind: ExceptionKind, error: unknown): Promise<void> {
    const options = this.exceptionOptions();
    const result = await handleException(error, options);
    this.last = {
      kind,
      at: new Date().toISOString(),
      shown: result.shown,
      logOnServer: options.logOnServer ?? true,
      logId: result.logId,
    };
  }

  setOption<K extends keyof ExceptionDemoOptions>(key: K, value: ExceptionDemoOptions[K]): void {
    this.options[key] = value;
  }

  resetOptions(): void {
    this.options = { ...DEFAULT_OPTIONS };
  }

  /** The options as handleException takes them: blanks use its defaults, reload only with an alert. */
  exceptionOptions(): ExceptionOptions {
    const o = this.options;
    return {
      title: o.title.trim() || undefined,
      message: o.message.trim() || undefined,
      logOnServer: o.logOnServer,
      showAlert: o.showAlert,
      requireReload: o.showAlert && o.requireReload,
      alertType: o.alertType,
    };
  }
}

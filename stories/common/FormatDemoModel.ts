import { ref } from 'valtio';

/**
 * The base of the format demos' models: an option form with its defaults (SPEC §3), Reset back to them, and the
 * value of the try-it row. A subclass gives the defaults and makes itself a valtio proxy.
 */
export abstract class FormatDemoModel<F extends object, V> {
  form: F;
  tryIt: V;
  private readonly defaults: Readonly<F>;

  constructor(defaults: Readonly<F>, tryIt: V) {
    this.defaults = ref({ ...defaults });
    this.form = { ...defaults };
    this.tryIt = tryIt;
  }

  set<K extends keyof F>(key: K, value: F[K]): void {
    this.form[key] = value;
  }

  setTryIt(value: V): void {
    this.tryIt = value;
  }

  /** Back to the defaults. */
  reset(): void {
    this.form = { ...this.defaults };
  }

  /** Whether every option has its default (Reset is disabled then). */
  get isDefault(): boolean {
    return (Object.keys(this.defaults) as (keyof F)[]).every((k) => this.form[k] === this.defaults[k]);
  }
}

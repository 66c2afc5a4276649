import { proxy, ref } from 'valtio';

/** A model known to the Inspector. */
export interface ModelEntry {
  /** Unique for the page's lifetime, in registration order. */
  id: number;
  /** What the model is, usually its class name. */
  name: string;
  /** Epoch ms of registration. */
  registeredAt: number;
  /** Weak, so a registered model that its view dropped can still be garbage-collected. */
  model: WeakRef<object>;
}

/** The registered models, oldest first. The Inspector renders from this. */
export const modelRegistry = proxy({ entries: [] as ModelEntry[] });

let nextId = 0;
const idsByModel = new WeakMap<object, number>();

// Models registered in a constructor have no unregister call: they leave the list when collected.
const collected =
  typeof FinalizationRegistry === 'undefined'
    ? null
    : new FinalizationRegistry<number>((id) => removeEntry(id));

function removeEntry(id: number): void {
  const i = modelRegistry.entries.findIndex((e) => e.id === id);
  if (i >= 0) modelRegistry.entries.splice(i, 1);
}

/**
 * Lists a model (a valtio proxy) in the Inspector under `name` and returns it, so a constructor can end with
 * `return registerModel('MyModel', proxy(this))`. Registering the same model again does nothing.
 */
export function registerModel<T extends object>(name: string, model: T): T {
  if (idsByModel.has(model)) return model;
  const id = ++nextId;
  idsByModel.set(model, id);
  modelRegistry.entries.push({ id, name, registeredAt: Date.now(), model: ref(new WeakRef(model)) });
  collected?.register(model, id, model);
  return model;
}

/** Takes a model off the Inspector's list (e.g. when its view is unmounted). */
export function unregisterModel(model: object): void {
  const id = idsByModel.get(model);
  if (id === undefined) return;
  idsByModel.delete(model);
  collected?.unregister(model);
  removeEntry(id);
}

/** The registered models still alive, oldest first. */
export function registeredModels(): { id: number; name: string; registeredAt: number; model: object }[] {
  const out: { id: number; name: string; registeredAt: number; model: object }[] = [];
  for (const e of modelRegistry.entries) {
    const model = e.model.deref();
    if (model) out.push({ id: e.id, name: e.name, registeredAt: e.registeredAt, model });
  }
  return out;
}

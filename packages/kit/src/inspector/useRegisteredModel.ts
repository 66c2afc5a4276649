import { useEffect } from 'react';
import { registerModel, unregisterModel } from './modelRegistry';

/** Lists a view's model in the Inspector while the view is mounted. */
export function useRegisteredModel(name: string, model: object): void {
  useEffect(() => {
    registerModel(name, model);
    return () => unregisterModel(model);
  }, [name, model]);
}

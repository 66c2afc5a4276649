import { renderHook } from '@testing-library/react';
import { proxy } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { modelRegistry, registerModel, registeredModels, unregisterModel } from './modelRegistry';
import { useRegisteredModel } from './useRegisteredModel';

afterEach(() => {
  for (const m of registeredModels()) unregisterModel(m.model);
});

describe('model registry', () => {
  it('registers a model once, returns it, and lists it with a unique id', () => {
    const a = proxy({ count: 1 });
    const b = proxy({ count: 2 });
    expect(registerModel('CounterModel', a)).toBe(a);
    registerModel('CounterModel', a);
    registerModel('OtherModel', b);
    const listed = registeredModels();
    expect(listed.map((m) => [m.name, m.model])).toEqual([
      ['CounterModel', a],
      ['OtherModel', b],
    ]);
    expect(listed[0]?.id).toBeLessThan(listed[1]?.id ?? 0);
    expect(listed[0]?.registeredAt).toBeLessThanOrEqual(Date.now());
  });

  it('unregisters, and ignores models it never knew', () => {
    const a = proxy({});
    registerModel('A', a);
    unregisterModel(proxy({}));
    expect(registeredModels()).toHaveLength(1);
    unregisterModel(a);
    expect(registeredModels()).toHaveLength(0);
    expect(modelRegistry.entries).toHaveLength(0);
  });

  it('keeps a model registered while the view using useRegisteredModel is mounted', () => {
    const a = proxy({ on: true });
    const { unmount } = renderHook(() => useRegisteredModel('ViewModel', a));
    expect(registeredModels().map((m) => m.name)).toEqual(['ViewModel']);
    unmount();
    expect(registeredModels()).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeApi } from '../../src/api';
import { DashViewModel } from '@toolbox/kit/dash';
import type * as Net from '@toolbox/kit/net';
import { CommitsWidgetModel } from './CommitsWidgetModel';

const unsubscribe = vi.fn();
const subscribeTopic = vi.fn((..._args: unknown[]) => unsubscribe);
vi.mock('@toolbox/kit/net', async (importOriginal) => ({
  ...(await importOriginal<typeof Net>()),
  subscribeTopic: (...args: unknown[]) => subscribeTopic(...args),
}));

function viewOf() {
  const owner: ConstructorParameters<typeof DashViewModel>[1] = {
    onViewChanged: vi.fn(),
    removeView: vi.fn(),
  };
  return new DashViewModel(
    { id: 'commits', spec: { id: 'commits', title: 'Commits', content: () => null } },
    owner,
  );
}

describe('CommitsWidgetModel', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    subscribeTopic.mockClear();
    unsubscribe.mockClear();
  });

  // React may create a model in a render it then throws away. A constructor that changed the dashboard's view
  // re-rendered the dashboard, which threw that render away again: Home rendered without end.
  it('changes nothing outside itself when created; its first load offers its menu item and listens to pushes', async () => {
    vi.spyOn(homeApi, 'allCommits').mockResolvedValue({});
    const view = viewOf();
    const model = new CommitsWidgetModel(view);
    expect(view.extraMenuItems).toEqual([]);
    expect(subscribeTopic).not.toHaveBeenCalled();

    await model.load();
    expect(view.extraMenuItems.map((i) => (i === '-' ? i : i.text))).toEqual(['Auto-size Columns']);
    expect(subscribeTopic).toHaveBeenCalledTimes(1);

    await model.load();
    expect(subscribeTopic).toHaveBeenCalledTimes(1);

    model.destroy();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(view.extraMenuItems).toEqual([]);
  });
});

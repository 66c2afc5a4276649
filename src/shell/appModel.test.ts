import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../api';

const toast = vi.hoisted(() => vi.fn());
const env = vi.hoisted(() => ({ build: 'b1' }));

vi.mock('@toolbox/kit/popup', () => ({ toast }));
vi.mock('../api', async (orig) => {
  const real = await orig<typeof ApiModule>();
  return {
    ...real,
    api: {
      ...real.api,
      environment: async () => ({ version: '1.2.0', build: env.build }),
      logout: async () => ({ ok: true }),
    },
  };
});

const { startSession, logout, appModel } = await import('./appModel');
const { getAppSocket } = await import('@toolbox/kit/net');

describe('the websocket of the app', () => {
  it('is the one panels subscribe through', () => {
    expect(getAppSocket()).toBe(appModel.ws);
  });
});

describe('the version check of a session', () => {
  afterEach(async () => {
    await logout();
    vi.useRealTimers();
  });

  it('toasts the spec text when the server reports a new build', async () => {
    vi.useFakeTimers();
    vi.spyOn(appModel.ws, 'start').mockImplementation(() => undefined);
    startSession({ username: 'demo', displayName: 'Demo User', roles: [], profilePicUrl: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(toast).not.toHaveBeenCalled();
    env.build = 'b2';
    await vi.advanceTimersByTimeAsync(30_000);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0]?.[0]).toMatchObject({
      message: 'A new version of Toolbox has been deployed to the server with version 1.2.0 and build b2.',
    });
  });
});

describe('the session check', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asked early, is answered once: the first check takes it, a later one asks again', async () => {
    const { api } = await import('../api');
    const session = vi
      .spyOn(api, 'session')
      .mockResolvedValueOnce({ identity: null })
      .mockResolvedValueOnce({
        identity: { username: 'demo', displayName: 'Demo User', roles: [], profilePicUrl: null },
      });
    const { checkSessionEarly, checkSession } = await import('./appModel');
    checkSessionEarly();
    checkSessionEarly();
    expect(session).toHaveBeenCalledTimes(1);
    await expect(checkSession()).resolves.toEqual({ identity: null });
    await expect(checkSession()).resolves.toMatchObject({ identity: { username: 'demo' } });
    expect(session).toHaveBeenCalledTimes(2);
  });

  it('signed in, starts the environment request with it: the version check and About take that one', async () => {
    const { api, takeOfferedEnvironment } = await import('../api');
    const identity = { username: 'demo', displayName: 'Demo User', roles: [], profilePicUrl: null };
    vi.spyOn(api, 'session').mockResolvedValueOnce({ identity });
    const environment = vi.spyOn(api, 'environment');
    const { checkSessionEarly, checkSession } = await import('./appModel');
    const signedIn = vi.fn();
    checkSessionEarly(signedIn);
    await expect(checkSession()).resolves.toEqual({ identity });
    expect(environment).toHaveBeenCalledTimes(1);
    // What the page asks for next (its demo's first data) waits for this.
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    const offered = takeOfferedEnvironment();
    await expect(offered).resolves.toMatchObject({ version: '1.2.0' });
    vi.spyOn(appModel.ws, 'start').mockImplementation(() => undefined);
    startSession(identity);
    await vi.waitFor(() => expect(appModel.environment).toMatchObject({ version: '1.2.0' }));
    expect(environment).toHaveBeenCalledTimes(1);
    await logout();
  });

  it('signed out, asks for no environment and nothing else', async () => {
    const { api, takeOfferedEnvironment } = await import('../api');
    vi.spyOn(api, 'session').mockResolvedValueOnce({ identity: null });
    const environment = vi.spyOn(api, 'environment');
    const { checkSessionEarly, checkSession } = await import('./appModel');
    const signedIn = vi.fn();
    checkSessionEarly(signedIn);
    await expect(checkSession()).resolves.toEqual({ identity: null });
    expect(environment).not.toHaveBeenCalled();
    expect(signedIn).not.toHaveBeenCalled();
    expect(takeOfferedEnvironment()).toBeNull();
  });
});

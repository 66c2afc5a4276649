import { proxy, ref } from 'valtio';
import { api, API, offerEnvironment, type Environment, type Identity, type SessionResponse } from '../api';
import { startVersionCheck } from '@toolbox/kit/app';
import { setAppSocket, WebSocketClient } from '@toolbox/kit/net';
import { toast } from '@toolbox/kit/popup';

/** The shell's state: who is signed in, the server's environment, and the live websocket. */
export const appModel = proxy({
  identity: null as Identity | null,
  environment: null as Environment | null,
  ws: ref(new WebSocketClient({ url: API.ws, onReconnect: () => void versionCheck?.check() })),
});

// Panels (e.g. Home's commit grid) subscribe to topics through the shell's one socket, not sockets of their own.
setAppSocket(appModel.ws);

let versionCheck: ReturnType<typeof startVersionCheck> | null = null;
/** The environment request started with the early session check, for the version check's first answer. */
let earlyEnvironment: Promise<Environment> | null = null;

export function newVersionMessage(version: string, build: string): string {
  return `A new version of Toolbox has been deployed to the server with version ${version} and build ${build}.`;
}

/** Starts what a signed-in session needs: the websocket and the version check. */
export function startSession(identity: Identity): void {
  appModel.identity = identity;
  appModel.ws.start();
  versionCheck ??= startVersionCheck({
    fetchVersion: async () => {
      const early = earlyEnvironment;
      earlyEnvironment = null;
      const env = await (early ?? api.environment());
      appModel.environment = env;
      return env;
    },
    onNewVersion: (v) =>
      toast({ message: newVersionMessage(v.version, v.build), intent: 'primary', timeout: null }),
    intervalMs: 30000,
  });
}

let earlySession: Promise<SessionResponse> | null = null;

/**
 * Asks the server for the session now, before the page's demo code starts downloading: on a cold load that code
 * is some forty files, and a request made after them waits for one of the browser's six connections (300 ms on
 * loopback). The next checkSession() takes the answer.
 */
export function checkSessionEarly(onSignedIn?: () => void): void {
  if (earlySession) return;
  earlySession = api.session();
  // Taken by AuthGate; unhandled meanwhile would be reported before it is.
  earlySession.then(
    (session) => {
      startEnvironmentEarly(session);
      // Signed in: what the page asks for next is answered, not refused (a 401 in the console).
      if (session.identity) onSignedIn?.();
    },
    () => undefined,
  );
}

/**
 * Signed in: asks for the server's environment now, while the demo's code is still starting. The version
 * check's first answer is this one, and so is Home's About widget's (offerEnvironment): on a cold load of
 * /app/home, About's data is what its first content waits for.
 */
function startEnvironmentEarly(session: SessionResponse): void {
  if (!session.identity) return;
  const request = api.environment();
  // Taken by the version check and About; a failure shows there (About's message) or is retried (version).
  request.catch(() => undefined);
  earlyEnvironment = request;
  offerEnvironment(request);
}

/** The session check: the early one if it is still untaken, else a new one. */
export function checkSession(): Promise<SessionResponse> {
  const early = earlySession;
  earlySession = null;
  return early ?? api.session();
}

export async function logout(): Promise<void> {
  try {
    await api.logout();
  } finally {
    versionCheck?.stop();
    versionCheck = null;
    earlyEnvironment = null;
    appModel.ws.stop();
    appModel.identity = null;
    appModel.environment = null;
  }
}

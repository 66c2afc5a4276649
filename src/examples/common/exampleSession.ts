import { proxy, ref } from 'valtio';
import { api, API, type Identity, type LoginRequest } from '../../api';
import { WebSocketClient } from '@toolbox/kit/net';

/**
 * Who is signed in to an example app and its live websocket: one per app page (or per story), created by
 * ExampleApp. Models get the socket from here to subscribe to their topics.
 */
export class ExampleSession {
  identity: Identity | null = null;
  /** Null until the session check has answered; then whether it found a session. */
  checked = false;
  /** A message when the server could not be asked (the app shows it with a Retry). */
  error: string | null = null;
  readonly socket: WebSocketClient;

  constructor(socket: WebSocketClient = new WebSocketClient({ url: API.ws })) {
    this.socket = ref(socket);
    return proxy(this);
  }

  /** Asks the server who is signed in (the public session check, no 401 on a first visit). */
  async check(): Promise<void> {
    this.error = null;
    try {
      const { identity } = await api.session();
      if (identity) this.start(identity);
      this.checked = true;
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    }
  }

  async login(request: LoginRequest): Promise<void> {
    const { identity } = await api.login(request);
    this.start(identity);
  }

  /** Ends the session on the server and locally; the app shows its login form again. */
  async logout(): Promise<void> {
    try {
      await api.logout();
    } finally {
      this.socket.stop();
      this.identity = null;
    }
  }

  destroy(): void {
    this.socket.stop();
  }

  private start(identity: Identity): void {
    this.identity = identity;
    this.socket.start();
  }
}

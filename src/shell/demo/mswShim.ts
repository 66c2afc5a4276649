/**
 * What `msw` is in the app build (see inertMsw in vite.config.ts). In /app the stories talk to the real server:
 * their MSW handlers are declared, since the story modules declare them, but never installed, so MSW itself
 * (about 60 kB compressed) stays out of every page. Declaring a handler gives an inert object; nothing here runs
 * a request.
 */

/** What declaring a handler gives: nothing the app uses. */
const INERT_HANDLER = Object.freeze({ inert: true });

const declare = () => INERT_HANDLER;

/** `http.get(path, resolver)` and the other methods. */
export const http = new Proxy({} as Record<string, typeof declare>, { get: () => declare });

/** `graphql.query(...)` and the other operations. */
export const graphql = http;

/** `ws.link(url)`: a link whose listeners are never called. */
export const ws = {
  link: () => ({ addEventListener: declare, broadcast: () => undefined, clients: new Set() }),
};

/** Resolvers are never called in the app; the class exists for the modules that name it. */
export class HttpResponse extends Response {
  static json(body: unknown, init?: ResponseInit): Response {
    return Response.json(body, init);
  }

  static text(body: string, init?: ResponseInit): Response {
    return new Response(body, init);
  }

  static error(): Response {
    return Response.error();
  }
}

export const delay = (): Promise<void> => Promise.resolve();

export const passthrough = (): Response => new Response(null, { status: 302 });

export const bypass = (input: RequestInfo | URL): Request => new Request(input);

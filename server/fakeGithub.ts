import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A commit the fake holds, in the shape of the GraphQL query's nodes. */
export interface FakeCommit {
  oid: string;
  abbreviatedOid: string;
  messageHeadline: string;
  committedDate: string;
  changedFilesIfAvailable: number | null;
  additions: number;
  deletions: number;
  url: string;
  author: { name: string | null; email: string | null } | null;
}

/** What a test sees of a request the fake answered. */
export interface FakeGithubRequest {
  authorization: string | undefined;
  owner: string;
  name: string;
  since: string | null;
}

const PAGE = 100;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * A stand-in for GitHub's GraphQL API on loopback (port 0) for tests: it answers the commit history query of
 * server/services/githubGraphql.ts from the commits a test adds, honouring `since` and paging, and refuses
 * requests without the expected token. `failRepo` makes one repository answer 502.
 */
export async function startFakeGithub(token: string) {
  const repos = new Map<string, FakeCommit[]>();
  const requests: FakeGithubRequest[] = [];
  const failing = new Set<string>();

  const server = createServer((req, res) => {
    void (async () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST') return reply(405, { message: 'POST only' });
      const { variables } = JSON.parse(await readBody(req)) as {
        variables: { owner: string; name: string; since: string | null; after: string | null };
      };
      requests.push({
        authorization: req.headers.authorization,
        owner: variables.owner,
        name: variables.name,
        since: variables.since,
      });
      if (req.headers.authorization !== `bearer ${token}`) return reply(401, { message: 'Bad credentials' });
      const key = `${variables.owner}/${variables.name}`;
      if (failing.has(key)) return reply(502, { message: 'Server Error' });
      const all = repos.get(key);
      if (!all) {
        return reply(200, {
          data: { repository: null },
          errors: [{ message: `Could not resolve to a Repository with the name '${key}'.` }],
        });
      }
      const since = variables.since ? Date.parse(variables.since) : -Infinity;
      const matching = all
        .filter((c) => Date.parse(c.committedDate) >= since)
        .sort((a, b) => b.committedDate.localeCompare(a.committedDate));
      const start = variables.after ? Number(variables.after) : 0;
      const nodes = matching.slice(start, start + PAGE);
      const hasNextPage = start + PAGE < matching.length;
      reply(200, {
        data: {
          repository: {
            defaultBranchRef: {
              target: {
                history: {
                  nodes,
                  pageInfo: { hasNextPage, endCursor: hasNextPage ? String(start + PAGE) : null },
                },
              },
            },
          },
        },
      });
    })().catch((e: unknown) => {
      res.writeHead(500);
      res.end(String(e));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    /** Adds a repository with no commits yet (a missing one answers as GitHub does: not found). */
    addRepo(key: string): void {
      if (!repos.has(key)) repos.set(key, []);
    },
    /** Adds a commit to 'owner/name' and returns it. */
    addCommit(
      key: string,
      commit: { messageHeadline: string; committedDate: Date } & Partial<Omit<FakeCommit, 'committedDate'>>,
    ) {
      const oid = createHash('sha1').update(
        `${key} ${repos.get(key)?.length ?? 0} ${commit.messageHeadline}`,
      );
      const hex = oid.digest('hex');
      const full: FakeCommit = {
        oid: hex,
        abbreviatedOid: hex.slice(0, 7),
        changedFilesIfAvailable: 2,
        additions: 10,
        deletions: 3,
        url: `https://github.com/${key}/commit/${hex}`,
        author: { name: 'Test Author', email: 'author@example.com' },
        ...commit,
        committedDate: commit.committedDate.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      };
      this.addRepo(key);
      repos.get(key)?.push(full);
      return full;
    },
    failRepo(key: string, fail = true): void {
      if (fail) failing.add(key);
      else failing.delete(key);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGithub = Awaited<ReturnType<typeof startFakeGithub>>;

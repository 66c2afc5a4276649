import type { FastifyInstance } from 'fastify';
import { API } from '../../src/api/routes';
import { WS_TOPICS } from '../../src/api/schemas';
import { type AllCommits } from '../../src/api/home';
import { runWhileLeader } from '../cluster/whileLeader';
import { GitHubService } from '../services/github';

/**
 * GET /api/gitHub/allCommits and the 'gitHubUpdate' topic: the commit history of the Home tab, from GitHub with
 * a token or the bundled sample without one (see GitHubService). The service stops when the app closes.
 */
export async function githubRoutes(app: FastifyInstance): Promise<void> {
  // Made by the leader alone, for the clients of every instance.
  app.topics.registerTopic(WS_TOPICS.gitHubUpdate, { shared: true });
  const service = new GitHubService({ db: app.db, topics: app.topics, log: app.log }, app.config);
  // The poll (or the sample's ticker) runs on the leader alone; the commits it stores serve every instance.
  const stop = await runWhileLeader(
    app.leadership,
    { name: 'GitHub poll', start: () => service.start(), stop: () => service.stop() },
    app.log,
  );
  app.addHook('onClose', stop);

  app.get(API.allCommits, { config: { access: 'user' } }, async (): Promise<AllCommits> =>
    service.allCommits(),
  );
}

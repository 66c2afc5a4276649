import type { FastifyInstance } from 'fastify';
import { API } from '../../src/api/routes';
import { EnvironmentSchema, type Environment } from '../../src/api/schemas';
import { serverLibraries } from '../libraries';
import { responseSchema } from '../responseSchema';

/** GET /api/environment: the About data and what the version check and the clock need. */
export async function environmentRoutes(
  app: FastifyInstance,
  opts: { databaseDriver: string },
): Promise<void> {
  const startedAt = Date.now();
  const libraries = serverLibraries(opts.databaseDriver);
  const { config } = app;
  app.get(
    API.environment,
    { config: { access: 'user' }, schema: { response: { 200: responseSchema(EnvironmentSchema) } } },
    async (): Promise<Environment> => {
      const now = new Date();
      return {
        appName: 'Toolbox',
        appCode: 'toolbox',
        version: config.appVersion,
        build: config.appBuild,
        environment: config.appEnvironment,
        appTimeZone: config.appTimeZone,
        serverTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        serverTimeZoneOffsetMinutes: -now.getTimezoneOffset(),
        serverUptimeSeconds: Math.max(0, Math.round((now.getTime() - startedAt) / 1000)),
        serverTime: now.toISOString(),
        serverLibraries: libraries,
      };
    },
  );
}

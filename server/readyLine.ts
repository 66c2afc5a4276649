import { DEFAULT_PASSWORDS, type ServerConfig } from './config';

/**
 * The one line `npm start` ends on: where the showcase is and how to log in. A password set through the
 * environment is never printed, only where it came from.
 */
export function readyLine(
  config: Pick<ServerConfig, 'host' | 'adminPassword' | 'demoPassword'>,
  port: number,
): string {
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const login = (user: 'demo' | 'admin', password: string, variable: string) =>
    password === DEFAULT_PASSWORDS[user] ? `${user} / ${password}` : `${user} (password from ${variable})`;
  return (
    `Toolbox is ready at http://${host}:${port}/app/ ` +
    `(log in as ${login('demo', config.demoPassword, 'DEMO_PASSWORD')} or ` +
    `${login('admin', config.adminPassword, 'ADMIN_PASSWORD')}; Storybook at /storybook/)`
  );
}

// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { assertSafeConfig, isLoopbackHost, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      adminPassword: 'admin',
      demoPassword: 'demo',
      appBuild: 'dev',
      appEnvironment: 'Development',
      staticDir: path.resolve('dist/app'),
      storybookDir: path.resolve('storybook-static'),
      cookieSecure: false,
      logLevel: 'info',
      logRequests: false,
      loginLockAfter: 5,
      loginLockBaseMs: 30_000,
      clientErrorRateLimit: 60,
      clientErrorRetentionDays: 30,
      clientErrorMaxRows: 10_000,
      feedbackRateLimit: 5,
      feedbackRetentionDays: 365,
      feedbackMaxRows: 10_000,
    });
    expect(config.appVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      HOST: 'localhost',
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      APP_VERSION: '1.2.3',
      APP_BUILD: 'abc',
      APP_ENV: 'Production',
    });
    expect(config).toMatchObject({
      host: 'localhost',
      port: 9000,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      appVersion: '1.2.3',
      appBuild: 'abc',
      appEnvironment: 'Production',
    });
  });

  it('logs for a person at a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(loadConfig({}, true).logPretty).toBe(true);
    expect(loadConfig({}, false).logPretty).toBe(false);
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logPretty).toBe(false);
    expect(loadConfig({ LOG_FORMAT: 'Pretty' }, false).logPretty).toBe(true);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be pretty or json');
  });

  it('logs each request only when asked: LOG_REQUESTS, or LOG_LEVEL debug or trace', () => {
    expect(loadConfig({ LOG_REQUESTS: 'true' }).logRequests).toBe(true);
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logRequests).toBe(true);
    expect(loadConfig({ LOG_LEVEL: 'trace' }).logRequests).toBe(true);
    expect(loadConfig({ LOG_LEVEL: 'debug', LOG_REQUESTS: 'off' }).logRequests).toBe(false);
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logRequests).toBe(false);
    expect(() => loadConfig({ LOG_REQUESTS: 'maybe' })).toThrow('LOG_REQUESTS must be true or false');
  });

  it('names the instance and refuses a cluster on the embedded database', () => {
    expect(loadConfig({ INSTANCE_ID: 'web-2' }).instanceId).toBe('web-2');
    expect(loadConfig({}).instanceId).toMatch(new RegExp(`-${process.pid}$`));
    expect(() => loadConfig({ INSTANCE_ID: 'a b' })).toThrow('INSTANCE_ID must be 1 to 64');
    expect(() => loadConfig({ CLUSTER_SIZE: '3' })).toThrow(
      'Refusing to start: CLUSTER_SIZE=3 needs a database the instances share',
    );
    expect(loadConfig({ CLUSTER_SIZE: '3', DATABASE_URL: 'postgres://db/toolbox' }).clusterSize).toBe(3);
  });

  it('trusts no proxy unless TRUSTED_PROXIES names addresses or ranges, and refuses anything else', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8 ::1' }).trustedProxies).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const bad of ['loopback', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1'])
      expect(() => loadConfig({ TRUSTED_PROXIES: bad })).toThrow(
        `TRUSTED_PROXIES must list IP addresses or CIDR ranges, got "${bad}".`,
      );
  });

  it('reads the retention and throttling settings', () => {
    expect(
      loadConfig({
        CLIENT_ERROR_RETENTION_DAYS: '7',
        CLIENT_ERROR_MAX_ROWS: '500',
        CLIENT_ERROR_RATE_LIMIT: '5',
        LOGIN_LOCK_AFTER: '3',
        LOGIN_LOCK_SECONDS: '10',
      }),
    ).toMatchObject({
      clientErrorRetentionDays: 7,
      clientErrorMaxRows: 500,
      clientErrorRateLimit: 5,
      loginLockAfter: 3,
      loginLockBaseMs: 10_000,
    });
    expect(() => loadConfig({ CLIENT_ERROR_MAX_ROWS: '0' })).toThrow(
      /CLIENT_ERROR_MAX_ROWS must be an integer/,
    );
  });

  it('reads the websocket and live grouping limits, with the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      wsMaxSocketsPerUser: 10,
      wsMaxSocketsPerAddress: 20,
      wsMaxTopicsPerSocket: 50,
      portfolioLiveGroupings: 32,
      portfolioLiveGroupingsPerUser: 8,
    });
    expect(
      loadConfig({
        WS_MAX_SOCKETS_PER_USER: '100',
        WS_MAX_SOCKETS_PER_ADDRESS: '500',
        WS_MAX_TOPICS_PER_SOCKET: '10',
        PORTFOLIO_LIVE_GROUPINGS: '4',
        PORTFOLIO_LIVE_GROUPINGS_PER_USER: '2',
      }),
    ).toMatchObject({
      wsMaxSocketsPerUser: 100,
      wsMaxSocketsPerAddress: 500,
      wsMaxTopicsPerSocket: 10,
      portfolioLiveGroupings: 4,
      portfolioLiveGroupingsPerUser: 2,
    });
    expect(() => loadConfig({ WS_MAX_SOCKETS_PER_USER: '0' })).toThrow(
      'WS_MAX_SOCKETS_PER_USER must be an integer from 1 to 100000, got "0".',
    );
  });

  it('rejects a malformed port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be an integer/);
  });

  it('refuses a non-loopback host while a password is the default', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      /Refusing to start: HOST=0\.0\.0\.0 .* ADMIN_PASSWORD and DEMO_PASSWORD are still the default/,
    );
    expect(() => loadConfig({ HOST: '192.168.1.5', ADMIN_PASSWORD: 'long-enough-secret' })).toThrow(
      /DEMO_PASSWORD is still the default/,
    );
    expect(() =>
      loadConfig({ HOST: '::', DEMO_PASSWORD: 'long-enough-secret', ADMIN_PASSWORD: 'admin' }),
    ).toThrow(/ADMIN_PASSWORD is still the default/);
  });

  it('refuses a non-loopback host while a password is shorter than 12 characters', () => {
    expect(() =>
      loadConfig({ HOST: '0.0.0.0', ADMIN_PASSWORD: 'a-real-one', DEMO_PASSWORD: 'another-long-one' }),
    ).toThrow(
      'Refusing to start: HOST=0.0.0.0 is reachable from other machines, but ADMIN_PASSWORD is shorter than 12 ' +
        'characters. Set ADMIN_PASSWORD and DEMO_PASSWORD to passwords of at least 12 characters, or listen on ' +
        '127.0.0.1.',
    );
    expect(() =>
      assertSafeConfig({ host: '10.0.0.2', adminPassword: 'elevenchars', demoPassword: 'demo' }),
    ).toThrow(/DEMO_PASSWORD is still the default \(the username\), and ADMIN_PASSWORD is shorter than 12/);
    // Characters, not bytes or UTF-16 units: 11 emoji are 11 characters.
    expect(() =>
      assertSafeConfig({ host: '10.0.0.2', adminPassword: '🔑'.repeat(11), demoPassword: 'x'.repeat(12) }),
    ).toThrow(/ADMIN_PASSWORD is shorter than 12/);
    // On loopback anything goes: it is the developer's own machine.
    expect(() =>
      assertSafeConfig({ host: '127.0.0.1', adminPassword: 'a', demoPassword: 'b' }),
    ).not.toThrow();
  });

  it('accepts a non-loopback host with passwords of 12 characters or more, and then makes cookies Secure', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      ADMIN_PASSWORD: 'twelve-chars',
      DEMO_PASSWORD: 'another-long-one',
    });
    expect(config.cookieSecure).toBe(true);
  });

  it('buildApp refuses an unsafe config too', async () => {
    const config = { ...loadConfig({}), host: '10.0.0.1' };
    await expect(buildApp(config)).rejects.toThrow(/Refusing to start/);
    expect(() =>
      assertSafeConfig({ host: '127.0.0.1', adminPassword: 'admin', demoPassword: 'demo' }),
    ).not.toThrow();
  });
});

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1', 'app.localhost'])(
    '%s is loopback',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );
  it.each(['0.0.0.0', '::', '192.168.0.1', 'example.com', '128.0.0.1', '127.example.com'])(
    '%s is not loopback',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );
});

describe('loadConfig: the commit history (GITHUB_*)', () => {
  it('serves the sample offline by default, following the sample repositories', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      githubToken: undefined,
      githubApiUrl: 'https://api.github.com/graphql',
      githubPollIntervalS: 300,
      githubSampleIntervalS: 600,
    });
    expect(config.githubRepos.map((r) => `${r.owner}/${r.name}`)).toEqual([
      'toolbox-showcase/toolbox',
      'toolbox-showcase/toolbox-server',
      'toolbox-showcase/toolbox-examples',
    ]);
  });

  it('reads the token, repositories, endpoint and intervals', () => {
    const config = loadConfig({
      GITHUB_TOKEN: ' ghp_abc ',
      GITHUB_REPOS: 'acme/widgets, acme/gadgets other/docs.site',
      GITHUB_API_URL: 'http://127.0.0.1:9999/graphql',
      GITHUB_POLL_INTERVAL_S: '30',
      GITHUB_SAMPLE_INTERVAL_S: '5',
    });
    expect(config).toMatchObject({
      githubToken: 'ghp_abc',
      githubRepos: [
        { owner: 'acme', name: 'widgets' },
        { owner: 'acme', name: 'gadgets' },
        { owner: 'other', name: 'docs.site' },
      ],
      githubApiUrl: 'http://127.0.0.1:9999/graphql',
      githubPollIntervalS: 30,
      githubSampleIntervalS: 5,
    });
  });

  it.each([
    [{ GITHUB_REPOS: 'widgets' }, /GITHUB_REPOS must list owner\/name pairs, got "widgets"/],
    [{ GITHUB_REPOS: 'a/x,b/x' }, /GITHUB_REPOS names the repository x twice/],
    [{ GITHUB_API_URL: 'ftp://example.com' }, /GITHUB_API_URL must be an http\(s\) URL/],
    [{ GITHUB_API_URL: 'not a url' }, /GITHUB_API_URL must be an http\(s\) URL/],
    [{ GITHUB_SAMPLE_INTERVAL_S: '0' }, /GITHUB_SAMPLE_INTERVAL_S must be an integer from 1/],
    [{ GITHUB_POLL_INTERVAL_S: 'often' }, /GITHUB_POLL_INTERVAL_S must be an integer/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

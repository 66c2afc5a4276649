/** Every HTTP path of the contract, shared by the client, the MSW handlers and the server. */
export const API = {
  health: '/api/health',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  identity: '/api/auth/identity',
  /** Who is signed in, `{identity}` or `{identity: null}`: public, so a first visit causes no 401. */
  session: '/api/auth/session',
  environment: '/api/environment',
  ws: '/api/ws',
  /** Bundled avatars (profilePicUrl of the seeded users); followed by the file name. */
  avatars: '/api/static/avatars',
  /** Exceptions the client reports (the kit's handleException with logOnServer). */
  clientError: '/api/clientError',
  /** Sample trades: `{trades: [...]}`. */
  trade: '/api/trade',
  /** Sample customers: all, or with `?query=` an async search. */
  customer: '/api/customer',
  /** The portfolio service's priced raw positions. */
  rawPositions: '/api/portfolio/rawPositions',
  /** Positions grouped by `?dims=region,sector,symbol`. */
  positions: '/api/portfolio/positions',
  /** The symbols of the portfolio's instruments. */
  symbols: '/api/portfolio/symbols',
  /** Daily history of one price dimension of a symbol: `?symbol=AAPL&dimension=close`. */
  lineSeries: '/api/portfolio/lineSeries',
  /** Daily open/high/low/close bars of a symbol: `?symbol=AAPL`. */
  ohlcSeries: '/api/portfolio/ohlcSeries',
  /** The commit history of every configured repository, keyed by repository name. */
  allCommits: '/api/gitHub/allCommits',
  /** The roadmap: `{data: [phase...]}`, each phase with its projects. */
  roadmap: '/api/roadmap/data',
  /** Feedback sent from the About widget, stored with who sent it and when. */
  feedback: '/api/feedback',
  /** The companies of the REST Editor: GET list, POST create; `/:id` GET, PUT, DELETE. */
  companyRest: '/api/rest/companyRest',
  /** The lookups of the company form (the types). */
  companyRestLookups: '/api/rest/companyRest/lookups',
  /** Mails the signed-in user a link to the mobile app (/mobile); rate limited per user. */
  emailMobileLink: '/api/emailMobileLink/send',
} as const;

/** Header the API client (fetchJson) sets on every call and the server echoes back and logs. */
export const CORRELATION_HEADER = 'X-Correlation-ID';

/** Names the server instance that answered: behind a load balancer, which one of the cluster it was. */
export const INSTANCE_HEADER = 'X-Instance';

/**
 * Header the app's own calls send where a call has an effect though its verb is GET (Mail a link): a page of
 * another site cannot set it (a cross-site request with a custom header needs a CORS preflight this server never
 * grants), so a link or an image elsewhere cannot make the server act.
 */
export const APP_REQUEST_HEADER = 'X-Requested-With';
export const APP_REQUEST_VALUE = 'Toolbox';

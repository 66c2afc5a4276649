import { fetchJson } from './fetchJson';
import { API } from './routes';
import {
  ClientErrorReceiptSchema,
  EnvironmentSchema,
  IdentitySchema,
  LoginResponseSchema,
  OkSchema,
  SessionResponseSchema,
  type ClientError,
  type ClientErrorReceipt,
  type Environment,
  type Identity,
  type LoginRequest,
  type LoginResponse,
  type Ok,
  type SessionResponse,
} from './schemas';
import {
  CompanyListSchema,
  CompanyLookupsSchema,
  CompanySchema,
  type Company,
  type CompanyInput,
  type CompanyLookups,
  type CompanyUpdate,
  LineSeriesSchema,
  OhlcSeriesSchema,
  SymbolListSchema,
  type LineSeries,
  type OhlcSeries,
  type SeriesDimension,
} from './schemas';
import {
  CustomerListSchema,
  PositionListSchema,
  RawPositionListSchema,
  TradesResponseSchema,
  type Customer,
  type Position,
  type PositionDimension,
  type RawPosition,
  type TradesResponse,
} from './schemas';
import {
  AllCommitsSchema,
  FeedbackReceiptSchema,
  EmailMobileLinkReceiptSchema,
  RoadmapDataSchema,
  type AllCommits,
  type Feedback,
  type FeedbackReceipt,
  type EmailMobileLinkReceipt,
  type RoadmapData,
} from './schemas';

/** The typed client of the contract: every answer is validated against its schema. */
export const api = {
  login: (body: LoginRequest): Promise<LoginResponse> =>
    fetchJson(API.login, { method: 'POST', body, schema: LoginResponseSchema }),
  logout: (): Promise<Ok> => fetchJson(API.logout, { method: 'POST', body: {}, schema: OkSchema }),
  identity: (): Promise<Identity> => fetchJson(API.identity, { schema: IdentitySchema }),
  session: (): Promise<SessionResponse> => fetchJson(API.session, { schema: SessionResponseSchema }),
  environment: (): Promise<Environment> => fetchJson(API.environment, { schema: EnvironmentSchema }),
  clientError: (body: ClientError): Promise<ClientErrorReceipt> =>
    fetchJson(API.clientError, { method: 'POST', body, schema: ClientErrorReceiptSchema }),
  trades: (signal?: AbortSignal): Promise<TradesResponse> =>
    fetchJson(API.trade, { schema: TradesResponseSchema, signal }),
  /** All customers, or with a query the customers whose company or city matches it. */
  customers: (query?: string, signal?: AbortSignal): Promise<Customer[]> =>
    fetchJson(query === undefined ? API.customer : `${API.customer}?${new URLSearchParams({ query })}`, {
      schema: CustomerListSchema,
      signal,
    }),
  rawPositions: (signal?: AbortSignal): Promise<RawPosition[]> =>
    fetchJson(API.rawPositions, { schema: RawPositionListSchema, signal }),
  /** rest/companyRest: the REST Editor's companies. */
  companies: {
    list: (signal?: AbortSignal): Promise<Company[]> =>
      fetchJson(API.companyRest, { schema: CompanyListSchema, signal }),
    read: (id: number, signal?: AbortSignal): Promise<Company> =>
      fetchJson(`${API.companyRest}/${id}`, { schema: CompanySchema, signal }),
    create: (body: CompanyInput): Promise<Company> =>
      fetchJson(API.companyRest, { method: 'POST', body, schema: CompanySchema }),
    /** Updates a company; `lastUpdated` is the one loaded, so a company changed since is refused (409). */
    update: (id: number, body: CompanyUpdate): Promise<Company> =>
      fetchJson(`${API.companyRest}/${id}`, { method: 'PUT', body, schema: CompanySchema }),
    /** Deletes a company. The empty JSON body is what the server's write guard asks of every write. */
    delete: (id: number): Promise<Ok> =>
      fetchJson(`${API.companyRest}/${id}`, { method: 'DELETE', body: {}, schema: OkSchema }),
    lookups: (signal?: AbortSignal): Promise<CompanyLookups> =>
      fetchJson(API.companyRestLookups, { schema: CompanyLookupsSchema, signal }),
  },
  /** Positions grouped by the dimensions, in order (e.g. region, sector, symbol). */
  positions: (dims: readonly PositionDimension[], signal?: AbortSignal): Promise<Position[]> =>
    fetchJson(`${API.positions}?${new URLSearchParams({ dims: dims.join(',') })}`, {
      schema: PositionListSchema,
      signal,
    }),
  /** The symbols of the portfolio's instruments. */
  symbols: (signal?: AbortSignal): Promise<string[]> =>
    fetchJson(API.symbols, { schema: SymbolListSchema, signal }),
  /** The daily history of one price dimension of a symbol (default close). */
  lineSeries: (
    symbol: string,
    dimension: SeriesDimension = 'close',
    signal?: AbortSignal,
  ): Promise<LineSeries> =>
    fetchJson(`${API.lineSeries}?${new URLSearchParams({ symbol, dimension })}`, {
      schema: LineSeriesSchema,
      signal,
    }),
  /** The daily open/high/low/close bars of a symbol. */
  ohlcSeries: (symbol: string, signal?: AbortSignal): Promise<OhlcSeries> =>
    fetchJson(`${API.ohlcSeries}?${new URLSearchParams({ symbol })}`, { schema: OhlcSeriesSchema, signal }),
  /** The commit history of every configured repository, keyed by repository name. */
  allCommits: (signal?: AbortSignal): Promise<AllCommits> =>
    fetchJson(API.allCommits, { schema: AllCommitsSchema, signal }),
  /** The roadmap's phases, each with its projects. */
  roadmap: (signal?: AbortSignal): Promise<RoadmapData> =>
    fetchJson(API.roadmap, { schema: RoadmapDataSchema, signal }),
  /** Sends feedback; the server stores it with the user and the time. */
  feedback: (body: Feedback): Promise<FeedbackReceipt> =>
    fetchJson(API.feedback, { method: 'POST', body, schema: FeedbackReceiptSchema }),
  /** Mails the signed-in user a link to the mobile app; rate limited per user (429 past the limit). */
  emailMobileLink: (signal?: AbortSignal): Promise<EmailMobileLinkReceipt> =>
    fetchJson(API.emailMobileLink, { schema: EmailMobileLinkReceiptSchema, signal }),
};

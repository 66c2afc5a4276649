import { http, HttpResponse, ws } from 'msw';
import { apiError, parseReadable } from '../../src/api/errors';
import {
  parsePositionId,
  PORTFOLIO_APP_API,
  PORTFOLIO_POSITIONS_TOPIC_PREFIX,
  PortfolioLineSeriesQuerySchema,
  PortfolioOhlcSeriesQuerySchema,
  PortfolioOrdersQuerySchema,
  PortfolioPositionsQuerySchema,
  unknownPortfolioSymbolMessage,
  type PortfolioInstrument,
  type PortfolioOrder,
  type PortfolioPositions,
  type PortfolioPositionsPush,
} from '../../src/api/portfolioApp';
import {
  PositionDimensionSchema,
  type LineSeries,
  type OhlcSeries,
  type Position,
  type PositionDimension,
} from '../../src/api/positions';
import { WsClientMessageSchema, type WsServerMessage } from '../../src/api/schemas';
import { PORTFOLIO_INSTRUMENTS } from '../data/portfolioApp/instruments';
import { ordersOfPosition } from '../data/portfolioApp/orders';
import { PortfolioPriceBook, portfolioPositions, positionUpdates } from '../data/portfolioApp/pricing';
import { portfolioLineHistory, portfolioOhlcHistory } from '../data/portfolioApp/series';
import { queryParams } from './queryParams';
import { apiUrl } from './url';

/** How often the mocked prices move while a story watches: quicker than the server's, so plays see it soon. */
export const MOCK_PORTFOLIO_TICK_MS = 1500;

/** The mocked market: one price book for every story of the page, as one server has one. */
const book = new PortfolioPriceBook();

/** Mocked clients watching groupings: what each was last sent, per topic. */
const watchers = new Map<object, { send: (text: string) => void; topics: Map<string, Position[]> }>();
let timer: ReturnType<typeof setInterval> | null = null;

function dimsOfTopic(topic: string): PositionDimension[] | null {
  if (!topic.startsWith(PORTFOLIO_POSITIONS_TOPIC_PREFIX)) return null;
  const names = topic.slice(PORTFOLIO_POSITIONS_TOPIC_PREFIX.length).split(',');
  const dims = names.map((n) => PositionDimensionSchema.safeParse(n));
  if (dims.some((d) => !d.success) || new Set(names).size !== names.length) return null;
  return dims.map((d) => d.data as PositionDimension);
}

/** Moves the mocked prices and pushes each watched grouping its changed positions, as the server does. */
export function tickMockPortfolio(): void {
  book.tick();
  for (const watcher of watchers.values()) {
    for (const [topic, previous] of watcher.topics) {
      const dims = dimsOfTopic(topic) ?? [];
      const next = portfolioPositions(book.prices, dims);
      const data: PortfolioPositionsPush = {
        version: book.version,
        dims,
        updates: positionUpdates(previous, next),
      };
      watcher.topics.set(topic, next);
      watcher.send(JSON.stringify({ topic, data } satisfies WsServerMessage));
    }
  }
}

function startTicking(): void {
  timer ??= setInterval(tickMockPortfolio, MOCK_PORTFOLIO_TICK_MS);
}

function stopTickingWhenIdle(): void {
  const watching = [...watchers.values()].some((w) => w.topics.size > 0);
  if (!watching && timer) {
    clearInterval(timer);
    timer = null;
  }
}

/** The Portfolio example app's calls as the server answers them, on the same deterministic data. */
export const portfolioAppHandlers = [
  http.get(apiUrl(PORTFOLIO_APP_API.positions), ({ request }) => {
    const query = parseReadable(PortfolioPositionsQuerySchema, queryParams(request.url));
    if (!query.success) return HttpResponse.json(apiError(400, query.message), { status: 400 });
    return HttpResponse.json<PortfolioPositions>({
      version: book.version,
      positions: portfolioPositions(book.prices, query.data.dims),
    });
  }),
  http.get(apiUrl(PORTFOLIO_APP_API.orders), ({ request }) => {
    const query = parseReadable(PortfolioOrdersQuerySchema, queryParams(request.url));
    if (!query.success) return HttpResponse.json(apiError(400, query.message), { status: 400 });
    return HttpResponse.json<PortfolioOrder[]>(
      ordersOfPosition(parsePositionId(query.data.positionId) ?? []),
    );
  }),
  http.get(apiUrl(PORTFOLIO_APP_API.instruments), () =>
    HttpResponse.json<PortfolioInstrument[]>(
      PORTFOLIO_INSTRUMENTS.map((i) => ({ ...i, price: book.prices.get(i.symbol) ?? i.price })),
    ),
  ),
  http.get(apiUrl(PORTFOLIO_APP_API.lineSeries), ({ request }) => {
    const query = parseReadable(PortfolioLineSeriesQuerySchema, queryParams(request.url));
    if (!query.success) return HttpResponse.json(apiError(400, query.message), { status: 400 });
    const { symbol, dimension } = query.data;
    const data = portfolioLineHistory(symbol, dimension);
    if (!data)
      return HttpResponse.json(apiError(404, unknownPortfolioSymbolMessage(symbol)), { status: 404 });
    return HttpResponse.json<LineSeries>({ symbol, dimension, data });
  }),
  http.get(apiUrl(PORTFOLIO_APP_API.ohlcSeries), ({ request }) => {
    const query = parseReadable(PortfolioOhlcSeriesQuerySchema, queryParams(request.url));
    if (!query.success) return HttpResponse.json(apiError(400, query.message), { status: 400 });
    const { symbol } = query.data;
    const data = portfolioOhlcHistory(symbol);
    if (!data)
      return HttpResponse.json(apiError(404, unknownPortfolioSymbolMessage(symbol)), { status: 404 });
    return HttpResponse.json<OhlcSeries>({ symbol, data: [...data] });
  }),
];

/**
 * The Portfolio app's live positions on the mocked websocket (/api/ws): a story that subscribes to a grouping's
 * topic gets re-priced positions every MOCK_PORTFOLIO_TICK_MS. Only the portfolio's topics: other handlers of the
 * socket answer the rest. Stories that need it list it beside `handlers` (HTTP only, shared with Node tests).
 */
export const portfolioAppSocketHandlers = [
  ws.link(/\/api\/ws$/).addEventListener('connection', ({ client }) => {
    const watcher = { send: (text: string) => client.send(text), topics: new Map<string, Position[]>() };
    watchers.set(client, watcher);
    client.addEventListener('close', () => {
      watchers.delete(client);
      stopTickingWhenIdle();
    });
    client.addEventListener('message', (event) => {
      let json: unknown;
      try {
        json = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const parsed = WsClientMessageSchema.safeParse(json);
      if (!parsed.success) return;
      for (const topic of parsed.data.topics) {
        const dims = dimsOfTopic(topic);
        if (!dims) continue;
        if (parsed.data.type === 'subscribe')
          watcher.topics.set(topic, portfolioPositions(book.prices, dims));
        else watcher.topics.delete(topic);
      }
      if (watcher.topics.size > 0) startTicking();
      else stopTickingWhenIdle();
    });
  }),
];

import { z } from 'zod';
import { fetchJson } from './fetchJson';
import {
  LineSeriesQuerySchema,
  LineSeriesSchema,
  OhlcSeriesQuerySchema,
  OhlcSeriesSchema,
  PositionDimensionSchema,
  PositionListSchema,
  PositionsQuerySchema,
  type LineSeries,
  type OhlcSeries,
  type PositionDimension,
  type SeriesDimension,
} from './positions';
import { requestString } from './schemas';

/**
 * The contract of the Portfolio example app (/portfolio): about 500 instruments and 20,000 orders, positions
 * grouped by any list of dimensions and re-priced live on the websocket, the orders of a position, and the price
 * history of an instrument. Its own paths, so the demos' sample portfolio (/api/portfolio) stays as it is.
 */
export const PORTFOLIO_APP_API = {
  /** `{version, positions}`: positions grouped by `?dims=region,sector,symbol`, at the current prices. */
  positions: '/api/examples/portfolio/positions',
  /** The orders behind a position: `?positionId=root>region:Europe>sector:Energy`. */
  orders: '/api/examples/portfolio/orders',
  /** The instruments: symbol, name, sector, region and current price. */
  instruments: '/api/examples/portfolio/instruments',
  /** Daily history of one price dimension of an instrument: `?symbol=...&dimension=close`. */
  lineSeries: '/api/examples/portfolio/lineSeries',
  /** Daily bars of an instrument: `?symbol=...`. */
  ohlcSeries: '/api/examples/portfolio/ohlcSeries',
} as const;

/** The websocket topic of live positions grouped by `dims` (in order): `portfolioPositions:region,sector`. */
export function portfolioPositionsTopic(dims: readonly PositionDimension[]): string {
  return `${PORTFOLIO_POSITIONS_TOPIC_PREFIX}${dims.join(',')}`;
}
export const PORTFOLIO_POSITIONS_TOPIC_PREFIX = 'portfolioPositions:';

/** GET examples/portfolio/positions: the positions and the pricing version they were computed at. */
export const PortfolioPositionsSchema = z.object({
  /** Counts re-pricings since the server started; a push names the version it brings the positions to. */
  version: z.number().int().nonnegative(),
  positions: PositionListSchema,
});
export type PortfolioPositions = z.infer<typeof PortfolioPositionsSchema>;

/** Query of GET examples/portfolio/positions: the same `dims` as the demos' positions (default region,sector,symbol). */
export const PortfolioPositionsQuerySchema = PositionsQuerySchema;

/** New values of one position after a re-pricing. */
export const PositionUpdateSchema = z.object({ id: z.string(), pnl: z.number(), mktVal: z.number() });
export type PositionUpdate = z.infer<typeof PositionUpdateSchema>;

/**
 * Data of a `portfolioPositions:<dims>` push: the positions whose values changed between `version - 1` and
 * `version`. A client that holds an older version than `version - 1` missed a push and reloads.
 */
export const PortfolioPositionsPushSchema = z.object({
  version: z.number().int().positive(),
  dims: z.array(PositionDimensionSchema),
  updates: z.array(PositionUpdateSchema),
});
export type PortfolioPositionsPush = z.infer<typeof PortfolioPositionsPushSchema>;

const PushHeadSchema = PortfolioPositionsPushSchema.omit({ updates: true });

/** An update as PositionUpdateSchema parses it, checked by hand; null when that check fails. */
function plainUpdate(u: unknown): PositionUpdate | null {
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return null;
  const { id, pnl, mktVal } = u as Record<string, unknown>;
  // z.number() takes finite numbers only.
  if (typeof id !== 'string' || typeof pnl !== 'number' || typeof mktVal !== 'number') return null;
  if (!Number.isFinite(pnl) || !Number.isFinite(mktVal)) return null;
  return { id, pnl, mktVal };
}

/**
 * The data of a positions push as PortfolioPositionsPushSchema parses it (the same data, null where it fails).
 * Zod in the browser cannot compile its checks (the app's CSP allows no eval) and spends microseconds on each of
 * a push's hundreds of updates: an update of the plain shape is checked by hand, any other by the schema.
 */
export function parsePortfolioPositionsPush(data: unknown): PortfolioPositionsPush | null {
  const head = PushHeadSchema.safeParse(data);
  if (!head.success) return null;
  const updates = (data as { updates?: unknown }).updates;
  if (!Array.isArray(updates)) return null;
  const out = new Array<PositionUpdate>(updates.length);
  for (let i = 0; i < updates.length; i++) {
    const u: unknown = updates[i];
    let update = plainUpdate(u);
    if (!update) {
      const checked = PositionUpdateSchema.safeParse(u);
      if (!checked.success) return null;
      update = checked.data;
    }
    out[i] = update;
  }
  return { ...head.data, updates: out };
}

/** Separators of a position id: `root>region:Europe>sector:Energy`. */
export const POSITION_ID_ROOT = 'root';

/**
 * A position id parsed to the dimension values it stands for (`[['region','Europe'],['sector','Energy']]`), or
 * null when it is not one: ids come from GET positions, `root` and then `>dim:value` per level.
 */
export function parsePositionId(id: string): [PositionDimension, string][] | null {
  const [root, ...levels] = id.split('>');
  if (root !== POSITION_ID_ROOT) return null;
  const out: [PositionDimension, string][] = [];
  for (const level of levels) {
    const colon = level.indexOf(':');
    const dim = PositionDimensionSchema.safeParse(level.slice(0, colon));
    if (colon < 0 || !dim.success || out.some(([d]) => d === dim.data)) return null;
    out.push([dim.data, level.slice(colon + 1)]);
  }
  return out;
}

/** Query of GET examples/portfolio/orders: the position whose orders are wanted. */
export const PortfolioOrdersQuerySchema = z.object({
  positionId: requestString({
    error: (issue) =>
      issue.input === undefined
        ? 'PositionId is required.'
        : 'PositionId must be one position id, e.g. positionId=root>region:Europe.',
  })
    .max(400, 'PositionId must be at most 400 characters.')
    .refine((id) => parsePositionId(id) !== null, {
      message:
        "PositionId must be a position id from GET positions, e.g. 'root>region:Europe>sector:Energy'.",
    }),
});
export type PortfolioOrdersQuery = z.infer<typeof PortfolioOrdersQuerySchema>;

export const OrderSideSchema = z.enum(['Buy', 'Sell']);

/** An order of the sample portfolio. `time` is ms since the epoch. */
export const PortfolioOrderSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  sector: z.string(),
  region: z.string(),
  fund: z.string(),
  model: z.string(),
  trader: z.string(),
  side: OrderSideSchema,
  quantity: z.number().int().positive(),
  price: z.number().positive(),
  commission: z.number().nonnegative(),
  time: z.number().int(),
});
export type PortfolioOrder = z.infer<typeof PortfolioOrderSchema>;
export const PortfolioOrderListSchema = z.array(PortfolioOrderSchema);

/** An instrument of the Portfolio app, at its current price. */
export const PortfolioInstrumentSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  region: z.string(),
  price: z.number().positive(),
});
export type PortfolioInstrument = z.infer<typeof PortfolioInstrumentSchema>;
export const PortfolioInstrumentListSchema = z.array(PortfolioInstrumentSchema);

/** Query of the app's series: as the demos' series (symbol, and for a line the dimension). */
export const PortfolioLineSeriesQuerySchema = LineSeriesQuerySchema;
export const PortfolioOhlcSeriesQuerySchema = OhlcSeriesQuerySchema;

/** The 404 message for a symbol the Portfolio app does not hold. */
export function unknownPortfolioSymbolMessage(symbol: string): string {
  return `Unknown symbol '${symbol}': GET examples/portfolio/instruments lists the symbols.`;
}

/** The Portfolio app's typed client. */
export const portfolioAppApi = {
  positions: (dims: readonly PositionDimension[], signal?: AbortSignal): Promise<PortfolioPositions> =>
    fetchJson(`${PORTFOLIO_APP_API.positions}?${new URLSearchParams({ dims: dims.join(',') })}`, {
      schema: PortfolioPositionsSchema,
      signal,
    }),
  orders: (positionId: string, signal?: AbortSignal): Promise<PortfolioOrder[]> =>
    fetchJson(`${PORTFOLIO_APP_API.orders}?${new URLSearchParams({ positionId })}`, {
      schema: PortfolioOrderListSchema,
      signal,
    }),
  instruments: (signal?: AbortSignal): Promise<PortfolioInstrument[]> =>
    fetchJson(PORTFOLIO_APP_API.instruments, { schema: PortfolioInstrumentListSchema, signal }),
  lineSeries: (
    symbol: string,
    dimension: SeriesDimension = 'close',
    signal?: AbortSignal,
  ): Promise<LineSeries> =>
    fetchJson(`${PORTFOLIO_APP_API.lineSeries}?${new URLSearchParams({ symbol, dimension })}`, {
      schema: LineSeriesSchema,
      signal,
    }),
  ohlcSeries: (symbol: string, signal?: AbortSignal): Promise<OhlcSeries> =>
    fetchJson(`${PORTFOLIO_APP_API.ohlcSeries}?${new URLSearchParams({ symbol })}`, {
      schema: OhlcSeriesSchema,
      signal,
    }),
};

import { z } from 'zod';
import { fetchJson } from './fetchJson';
import { API } from './routes';
import { requestString } from './schemas';

/**
 * The portfolio service's positions and price series (GET portfolio/*), SPEC §3: the grouped positions of the
 * tree grids and tree maps, and the line and OHLC series of the charts.
 */

/** Dimensions the portfolio service groups positions by. */
export const PositionDimensionSchema = z.enum(['region', 'sector', 'symbol', 'model', 'fund', 'trader']);
export type PositionDimension = z.infer<typeof PositionDimensionSchema>;

/** A priced raw position of the portfolio service (GET portfolio/rawPositions), SPEC §3 "ag-Grid positions". */
export const RawPositionSchema = z.object({
  symbol: z.string(),
  sector: z.string(),
  model: z.string(),
  fund: z.string(),
  region: z.string(),
  trader: z.string(),
  mktVal: z.number(),
  pnl: z.number(),
});
export type RawPosition = z.infer<typeof RawPositionSchema>;

export const RawPositionListSchema = z.array(RawPositionSchema);

/** A node of positions grouped by dimensions: the value of its dimension as name, sums, and the next level. */
export interface Position {
  id: string;
  name: string;
  pnl: number;
  mktVal: number;
  children: Position[];
}
export const PositionSchema: z.ZodType<Position> = z.object({
  id: z.string(),
  name: z.string(),
  pnl: z.number(),
  mktVal: z.number(),
  get children() {
    return z.array(PositionSchema);
  },
});
export const PositionListSchema = z.array(PositionSchema);

/** Grouping used when GET portfolio/positions names no `dims`. */
export const DEFAULT_POSITION_DIMS: readonly PositionDimension[] = ['region', 'sector', 'symbol'];

/**
 * Query of GET portfolio/positions: `dims`, a comma-separated list of distinct dimensions (default
 * region,sector,symbol), parsed to the list.
 */
export const PositionsQuerySchema = z.object({
  dims: requestString('Dims must be one comma-separated list, e.g. dims=region,sector,symbol.')
    .optional()
    .transform((value, ctx): PositionDimension[] => {
      if (value === undefined) return [...DEFAULT_POSITION_DIMS];
      const names = value.split(',').map((d) => d.trim());
      const known = PositionDimensionSchema.options;
      const allowed = `use ${known.slice(0, -1).join(', ')} or ${known.at(-1) ?? ''}`;
      if (names.some((n) => !n)) {
        ctx.issues.push({
          code: 'custom',
          input: value,
          message: `Dims must not have empty names: ${allowed}.`,
        });
        return z.NEVER;
      }
      const unknown = names.filter((n) => !PositionDimensionSchema.safeParse(n).success);
      if (unknown.length) {
        const list = unknown.map((n) => `'${n}'`).join(', ');
        ctx.issues.push({
          code: 'custom',
          input: value,
          message: `Unknown dimension${unknown.length === 1 ? '' : 's'} ${list}: ${allowed}.`,
        });
        return z.NEVER;
      }
      if (new Set(names).size !== names.length) {
        ctx.issues.push({ code: 'custom', input: value, message: 'Dims must not name a dimension twice.' });
        return z.NEVER;
      }
      return names as PositionDimension[];
    }),
});
export type PositionsQuery = z.output<typeof PositionsQuerySchema>;

/** GET portfolio/symbols: the symbols of the portfolio's instruments, in the service's order (charts use the first 5). */
export const SymbolListSchema = z.array(z.string());

/** Price dimensions a line series can show (SPEC §3: the line chart shows close). */
export const SeriesDimensionSchema = z.enum(['open', 'high', 'low', 'close']);
export type SeriesDimension = z.infer<typeof SeriesDimensionSchema>;

/** A symbol in a query: one non-blank value. */
const SymbolParamSchema = requestString({
  error: (issue) =>
    issue.input === undefined ? 'Symbol is required.' : 'Symbol must be one symbol, e.g. symbol=AAPL.',
})
  .trim()
  .min(1, 'Symbol must not be blank.')
  .max(20, 'Symbol must be at most 20 characters.');

/** Query of GET portfolio/lineSeries: a symbol and the price dimension (default close). */
export const LineSeriesQuerySchema = z.object({
  symbol: SymbolParamSchema,
  dimension: requestString('Dimension must be one of open, high, low or close.')
    .optional()
    .transform((value, ctx): SeriesDimension => {
      if (value === undefined) return 'close';
      const parsed = SeriesDimensionSchema.safeParse(value.trim());
      if (parsed.success) return parsed.data;
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `Unknown dimension '${value}': use open, high, low or close.`,
      });
      return z.NEVER;
    }),
});
export type LineSeriesQuery = z.output<typeof LineSeriesQuerySchema>;

/** A point of a line series: [time in ms since the epoch (UTC midnight of a trading day), value]. */
export const LinePointSchema = z.tuple([z.number().int(), z.number()]);
export type LinePoint = z.infer<typeof LinePointSchema>;

/** GET portfolio/lineSeries: the daily history of one dimension of a symbol, oldest first. */
export const LineSeriesSchema = z.object({
  symbol: z.string(),
  dimension: SeriesDimensionSchema,
  data: z.array(LinePointSchema),
});
export type LineSeries = z.infer<typeof LineSeriesSchema>;

/** Query of GET portfolio/ohlcSeries: a symbol. */
export const OhlcSeriesQuerySchema = z.object({ symbol: SymbolParamSchema });
export type OhlcSeriesQuery = z.output<typeof OhlcSeriesQuerySchema>;

/** A daily bar: [time in ms since the epoch (UTC midnight), open, high, low, close]. */
export const OhlcBarSchema = z.tuple([z.number().int(), z.number(), z.number(), z.number(), z.number()]);
export type OhlcBar = z.infer<typeof OhlcBarSchema>;

/** GET portfolio/ohlcSeries: the daily bars of a symbol, oldest first. */
export const OhlcSeriesSchema = z.object({ symbol: z.string(), data: z.array(OhlcBarSchema) });
export type OhlcSeries = z.infer<typeof OhlcSeriesSchema>;

/** The address of GET portfolio/positions for `dims`, as the client asks for it (and a prefetch must too). */
export const positionsUrl = (dims: readonly PositionDimension[]): string =>
  `${API.positions}?${new URLSearchParams({ dims: dims.join(',') })}`;

/** The portfolio service's typed client. */
export const positionsApi = {
  rawPositions: (signal?: AbortSignal): Promise<RawPosition[]> =>
    fetchJson(API.rawPositions, { schema: RawPositionListSchema, signal }),
  /** Positions grouped by the dimensions, in order (e.g. region, sector, symbol). */
  positions: (dims: readonly PositionDimension[], signal?: AbortSignal): Promise<Position[]> =>
    fetchJson(positionsUrl(dims), {
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
};

/** How many groupings may be live (re-priced and pushed every tick) at once. */
export interface LiveGroupingLimits {
  /** Distinct groupings on the whole server: this bounds the work of a tick. */
  maxGroupings: number;
  /** Distinct groupings one user watches over all their sockets, so one user cannot take every slot. */
  maxGroupingsPerUser: number;
}

/**
 * A deep grouping (six dimensions) takes 10 to 30 ms to re-price, by how busy the core is: 32 bound a tick to
 * about a second of work in the worst case, done one grouping at a time with requests served in between (see
 * PortfolioAppService.tick). A Portfolio view watches one grouping: 8 are eight views at once.
 */
export const DEFAULT_LIVE_GROUPING_LIMITS: LiveGroupingLimits = { maxGroupings: 32, maxGroupingsPerUser: 8 };

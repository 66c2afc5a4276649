import { useSnapshot } from 'valtio';
import { RelativeTimestamp } from '@toolbox/kit/format';
import type { TimedLoadModel } from './TimedLoadModel';

/** The bottom bar text of the Mask and Loading Indicator demos: row count and when the rows last loaded. */
export function LoadStatus({ loader, rowCount }: { loader: TimedLoadModel; rowCount: number }) {
  const { lastLoaded, loading } = useSnapshot(loader);
  return (
    <span className="tb-demo-load-status">
      {rowCount} companies ·{' '}
      {loading ? (
        'loading...'
      ) : lastLoaded == null ? (
        'sample data, not reloaded yet'
      ) : (
        <RelativeTimestamp timestamp={lastLoaded} prefix="Reloaded" />
      )}
    </span>
  );
}

import { clsx } from 'clsx';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { SplitTreeMapModel } from './SplitTreeMapModel';
import { TreeMap } from './TreeMap';
import type { TreeMapDatum } from './treeMapLayout';
import './TreeMap.css';

export interface SplitTreeMapProps<T extends object, R> {
  /** The two maps' store, the test splitting the leaves between them, their titles and shared settings. */
  model: SplitTreeMapModel<T, R>;
  /** A class on the root, which fills its container. */
  className?: string;
}

function totalSize(nodes: readonly TreeMapDatum[]): number {
  let sum = 0;
  for (const n of nodes) sum += n.children ? totalSize(n.children) : n.value;
  return sum;
}

/** The share of the space the smaller map keeps, so it stays readable beside a much larger one. */
const MIN_SHARE = 0.3;

/**
 * Two tree maps side by side (or stacked), each with its title, sharing the space by the total size of their
 * leaves: with positions split by the sign of their P&L, the bigger side gets the bigger box.
 */
export function SplitTreeMap<T extends object, R>({ model, className }: SplitTreeMapProps<T, R>) {
  const { orientation } = useSnapshot(model);
  const { version } = useSnapshot(model.primaryMapModel.store);
  const [primary, secondary] = model.maps;
  const share = useMemo(() => {
    const a = totalSize(primary.data);
    const b = totalSize(secondary.data);
    if (a + b === 0) return 0.5;
    return Math.min(1 - MIN_SHARE, Math.max(MIN_SHARE, a / (a + b)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the store's version stands for its records
  }, [primary, secondary, version]);
  const titles = [model.titleOf(true), model.titleOf(false)];
  void version;

  return (
    <div className={clsx('tb-split-treemap', `tb-split-treemap--${orientation}`, className)}>
      {[primary, secondary].map((map, i) => (
        <section
          key={i}
          className="tb-split-treemap__pane"
          style={{ flexGrow: i === 0 ? share : 1 - share }}
          aria-label={typeof titles[i] === 'string' ? titles[i] : i === 0 ? 'Primary map' : 'Secondary map'}
        >
          {titles[i] != null && (
            <div
              className="tb-split-treemap__title"
              title={typeof titles[i] === 'string' ? titles[i] : undefined}
            >
              {titles[i]}
            </div>
          )}
          <div className="tb-split-treemap__map">
            <TreeMap model={map} aria-label={typeof titles[i] === 'string' ? titles[i] : undefined} />
          </div>
        </section>
      ))}
    </div>
  );
}

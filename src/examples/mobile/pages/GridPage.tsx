import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Grid, GridCountLabel } from '@toolbox/kit/grid';
import { Mask } from '@toolbox/kit/panel';
import { TRADE_SORTS, TradesModel, type TradeSort } from '../TradesModel';

/** The trades in a grid sized for a phone: a sort bar above, a tap on a row opens the trade's page. */
export function GridPage() {
  const navigate = useNavigate();
  const model = useLocalModel(() => new TradesModel((trade) => void navigate(`/grid/${trade.id}`)));
  const { sort, loadTask } = useSnapshot(model);
  return (
    <div className="tb-mobile-page tb-mobile-page--fill">
      <div className="tb-mobile-segmented" role="radiogroup" aria-label="Sort by">
        {TRADE_SORTS.map((s) => (
          <button
            key={s.value}
            type="button"
            role="radio"
            aria-checked={sort === s.value}
            className="tb-mobile-segmented__item"
            onClick={() => model.setSort(s.value as TradeSort)}
          >
            {s.label}
          </button>
        ))}
      </div>
      <div className="tb-mobile-grid">
        <Grid model={model.gridModel} aria-label="Trades" />
        {loadTask.loading ? <Mask message="Loading trades…" /> : null}
      </div>
      <div className="tb-mobile-page__footer">
        <GridCountLabel model={model.gridModel} />
      </div>
    </div>
  );
}

import { useId } from 'react';
import { useSnapshot } from 'valtio';
import type { DashViewProps, DashViewSpec } from '@toolbox/kit/dash';
import { Icon } from '@toolbox/kit/icon';
import { TextArea } from '@toolbox/kit/input';

/** Views for the Kit dashboard stories: small, self-contained content a trader's dashboard would hold. */

const SAMPLE_STYLE = { margin: 12 };

const WATCHLIST = [
  ['AAPL', '212.40'],
  ['MSFT', '447.10'],
  ['JPM', '241.60'],
] as const;

/** Last prices of a few symbols. */
function Watchlist() {
  return (
    <table style={SAMPLE_STYLE}>
      <thead>
        <tr>
          <th scope="col">Symbol</th>
          <th scope="col">Last</th>
        </tr>
      </thead>
      <tbody>
        {WATCHLIST.map(([symbol, last]) => (
          <tr key={symbol}>
            <td>{symbol}</td>
            <td>{last}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A note kept in the view's own state, so it survives moves between stacks and reloads of the layout. */
function Notes({ viewModel }: DashViewProps) {
  const id = useId();
  const { viewState, title } = useSnapshot(viewModel);
  const text = typeof viewState?.text === 'string' ? viewState.text : '';
  return (
    <div style={SAMPLE_STYLE}>
      <label htmlFor={id}>Note for {title}</label>
      <TextArea
        id={id}
        value={text}
        onChange={(value) => viewModel.setViewState({ text: value })}
        width="100%"
        height={80}
      />
    </div>
  );
}

/** The portfolio's totals. */
function Summary() {
  return <p style={SAMPLE_STYLE}>Market value $14,200,000, P&amp;L today +$182,400.</p>;
}

/** The kinds of view the Kit dashboard stories offer: Summary may be neither removed nor renamed. */
export const SAMPLE_VIEW_SPECS: DashViewSpec[] = [
  { id: 'watchlist', title: 'Watchlist', icon: <Icon name="list" />, content: Watchlist, unique: true },
  { id: 'notes', title: 'Notes', icon: <Icon name="edit" />, content: Notes, width: 4, height: 3 },
  {
    id: 'summary',
    title: 'Summary',
    content: Summary,
    allowRemove: false,
    allowRename: false,
    width: 8,
    height: 2,
  },
];

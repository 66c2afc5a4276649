import { useEffect, useState } from 'react';
import { useHref, useLocation, useMatches, useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ArrowRightIcon, SignpostIcon, XIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Grid } from '@toolbox/kit/grid';
import { TextInput } from '@toolbox/kit/input';
import { Filler, Panel, Toolbar } from '@toolbox/kit/panel';
import { SimpleRoutingPanelModel } from './SimpleRoutingPanelModel';
import './SimpleRoutingPanel.css';

/**
 * The Simple Routing demo: a grid of trades whose selection is the route's recordId. It runs inside the app's
 * router (or, in Storybook, a memory router with the same routes): the selected trade's id is in the URL.
 */
export function SimpleRoutingPanel() {
  const model = useLocalModel(() => new SimpleRoutingPanelModel());
  const navigate = useNavigate();
  // This view is the element of the base route; its child route's :recordId shows in its params too.
  const { recordId } = useParams();

  useEffect(() => {
    // Relative to the base route: 'id' is its child route, '.' the base route itself.
    model.setNavigator((id) => void navigate(id ?? '.', { replace: true }));
    return () => model.setNavigator(null);
  }, [model, navigate]);
  useEffect(() => model.syncFromRoute(recordId ?? null), [model, recordId]);

  const { loading } = useSnapshot(model);
  const { selectedIds } = useSnapshot(model.gridModel);

  return (
    <Panel
      title="Trades"
      icon={<SignpostIcon />}
      width={700}
      height={560}
      className="tb-demo-routing"
      mask={loading}
      headerItems={<RouteId />}
      tbar={
        <Toolbar>
          <GoToRecord onGo={(id) => void navigate(id, { replace: true })} />
          <Filler />
          <Button
            icon={<XIcon />}
            text="Clear Selection"
            minimal
            disabled={selectedIds.length === 0}
            onClick={() => model.clearSelection()}
          />
        </Toolbar>
      }
      bbar={
        <Toolbar>
          <CurrentRoute />
        </Toolbar>
      }
    >
      <Grid model={model.gridModel} aria-label="Trades" />
    </Panel>
  );
}

/** A record id typed in and sent to the route, as if it were typed in the address bar. */
function GoToRecord({ onGo }: { onGo: (recordId: string) => void }) {
  const [text, setText] = useState('');
  const id = text.trim();
  return (
    <form
      className="tb-demo-routing__goto"
      onSubmit={(e) => {
        e.preventDefault();
        if (!id) return;
        onGo(encodeURIComponent(id));
        setText('');
      }}
    >
      <label htmlFor="tb-demo-routing-id">Go to record</label>
      <TextInput
        id="tb-demo-routing-id"
        value={text}
        onChange={setText}
        commitOnChange
        placeholder="ID"
        width={80}
      />
      <Button type="submit" icon={<ArrowRightIcon />} text="Go" disabled={!id} />
    </form>
  );
}

/** The URL of the current route (with the app's base path) and the recordId the router read from it. */
function CurrentRoute() {
  const location = useLocation();
  const href = useHref(location.pathname);
  const { recordId } = useParams();
  return (
    <div className="tb-demo-routing__route" role="status" aria-label="Current route">
      <span className="tb-demo-routing__label">Current route:</span>
      <code className="tb-demo-routing__url">{href}</code>
      <Filler />
      {recordId == null ? (
        <span className="tb-demo-routing__label">No recordId</span>
      ) : (
        <code className="tb-demo-routing__param">recordId: {recordId}</code>
      )}
    </div>
  );
}

/** The id of the route matched (the router's own name for it). */
function RouteId() {
  const routeId = useMatches().at(-1)?.id ?? '';
  return (
    <span className="tb-demo-routing__name" role="status" aria-label="Route id" title="Route id">
      {routeId}
    </span>
  );
}

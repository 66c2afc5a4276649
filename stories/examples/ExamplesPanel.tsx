import {
  ArrowSquareOutIcon,
  CaretDoubleLeftIcon,
  CaretDoubleRightIcon,
  CodeIcon,
} from '@phosphor-icons/react';
import { clsx } from 'clsx';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Tooltip } from '@toolbox/kit/tooltip';
import { activeTile, EXAMPLE_TILES, exampleFrameUrl, visibleTiles, type ExampleTile } from './exampleCatalog';
import { ExamplesPanelModel } from './ExamplesPanelModel';
import './ExamplesPanel.css';

/** The tiles the user sees and the active one, kept current (the tiles hold elements: not from the snapshot). */
function useShownTiles(model: ExamplesPanelModel): { tiles: ExampleTile[]; active: ExampleTile | null } {
  const { activeId, identity } = useSnapshot(model);
  const tiles = visibleTiles(EXAMPLE_TILES, identity);
  return { tiles, active: activeTile(tiles, activeId) };
}

function Tile({ tile, active, model }: { tile: ExampleTile; active: boolean; model: ExamplesPanelModel }) {
  return (
    <li className={clsx('tb-examples__tile', active && 'is-active')}>
      <button
        type="button"
        className="tb-examples__tile-main"
        aria-current={active ? 'true' : undefined}
        onClick={() => model.activate(tile.id)}
      >
        <span className="tb-examples__tile-icon" aria-hidden="true">
          {tile.icon}
        </span>
        <span className="tb-examples__tile-title">{tile.title}</span>
        <span className="tb-examples__tile-text">{tile.text}</span>
      </button>
      {active ? (
        <span className="tb-examples__tile-actions">
          <Button
            outlined
            icon={<CodeIcon />}
            text="Source"
            title={`The source of ${tile.title}, in a new window`}
            onClick={() => model.openSource(tile)}
          />
          <Button
            outlined
            icon={<ArrowSquareOutIcon />}
            text="Full Tab"
            title={`${tile.title} at ${tile.path}, in a new window`}
            onClick={() => model.openFullTab(tile)}
          />
        </span>
      ) : null}
    </li>
  );
}

/** The collapsed list: one icon per example; the active one opens its app in a window. */
function IconSidebar({ model }: { model: ExamplesPanelModel }) {
  const { tiles, active } = useShownTiles(model);
  return (
    <nav className="tb-examples__sidebar" aria-label="Examples">
      <Button
        minimal
        icon={<CaretDoubleRightIcon />}
        title="Show the example list"
        onClick={() => model.setCollapsed(false)}
      />
      {tiles.map((t) => {
        const isActive = t.id === active?.id;
        return (
          <Tooltip key={t.id} content={isActive ? `Open ${t.title} in a new window` : t.title} side="right">
            <button
              type="button"
              className={clsx('tb-examples__icon', isActive && 'is-active')}
              aria-label={isActive ? `Open ${t.title} in a new window` : t.title}
              aria-current={isActive ? 'true' : undefined}
              onClick={() => model.onIconClick(t)}
            >
              {t.icon}
            </button>
          </Tooltip>
        );
      })}
    </nav>
  );
}

/**
 * The Examples tab: a collapsible list of tiles (300 wide, not resizable; a slim icon sidebar when collapsed)
 * and the active example app in a frame at its own address.
 */
export function ExamplesPanel() {
  const model = useLocalModel(() => new ExamplesPanelModel());
  const { collapsed } = useSnapshot(model);
  const { tiles, active } = useShownTiles(model);
  return (
    <div className="tb-examples">
      {collapsed ? (
        <IconSidebar model={model} />
      ) : (
        <nav className="tb-examples__list" aria-label="Examples">
          <header className="tb-examples__list-header">
            <span>Examples</span>
            <Button
              minimal
              icon={<CaretDoubleLeftIcon />}
              title="Collapse the example list"
              onClick={() => model.setCollapsed(true)}
            />
          </header>
          <ul>
            {tiles.map((t) => (
              <Tile key={t.id} tile={t} active={t.id === active?.id} model={model} />
            ))}
          </ul>
        </nav>
      )}
      {active ? (
        <iframe
          key={active.id}
          className="tb-examples__frame"
          title={`${active.title} example app`}
          src={exampleFrameUrl(active)}
        />
      ) : null}
    </div>
  );
}

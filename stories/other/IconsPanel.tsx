import { memo, useId } from 'react';
import { useSnapshot } from 'valtio';
import { ShapesIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import type { Intent } from '@toolbox/kit/button';
import { Icon, ICON_NAMES, ICON_VARIANTS, type IconSize, type IconVariant } from '@toolbox/kit/icon';
import { Label, Select } from '@toolbox/kit/input';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { FONT_SIZES, INTENTS, IconsPanelModel, SIZES, type FontSize } from './IconsPanelModel';
import './IconsPanel.css';

const VARIANT_NAMES: Record<IconVariant, string> = {
  far: 'Regular',
  fas: 'Solid',
  fal: 'Light',
  fat: 'Thin',
};

/** The Icons demo: every built-in icon in its four variants, at a chosen font size, intent and icon size. */
export function IconsPanel() {
  const model = useLocalModel(() => new IconsPanelModel());
  const { fontSize, intent, size } = useSnapshot(model);
  const id = useId();

  return (
    <Panel
      title="Icons"
      icon={<ShapesIcon />}
      width={760}
      height={640}
      className="tb-demo-icons"
      tbar={
        <Toolbar>
          <Label htmlFor={`${id}-font`}>Font size</Label>
          <Select
            id={`${id}-font`}
            aria-label="Font size"
            width={110}
            enableFilter={false}
            options={FONT_SIZES}
            value={fontSize}
            onChange={(v) => v && model.setFontSize(v)}
          />
          <ToolbarSeparator />
          <Label htmlFor={`${id}-intent`}>Intent</Label>
          <Select
            id={`${id}-intent`}
            aria-label="Intent"
            width={120}
            enableFilter={false}
            options={INTENTS}
            value={intent}
            onChange={(v) => v && model.setIntent(v)}
          />
          <ToolbarSeparator />
          <Label htmlFor={`${id}-size`}>Icon size</Label>
          <Select
            id={`${id}-size`}
            aria-label="Icon size"
            width={100}
            enableFilter={false}
            options={SIZES}
            value={size}
            onChange={(v) => v && model.setSize(v)}
          />
        </Toolbar>
      }
      bbar={
        <Toolbar>
          <span className="tb-demo-icons__status">{ICON_NAMES.length} icons</span>
          <Filler />
          <span className="tb-demo-icons__status">
            far = regular · fas = solid · fal = light · fat = thin
          </span>
        </Toolbar>
      }
    >
      <div className="tb-demo-icons__scroll" tabIndex={0} role="region" aria-label="Icon table">
        <IconTable fontSize={fontSize} intent={intent} size={size} />
      </div>
    </Panel>
  );
}

interface IconTableProps {
  fontSize: FontSize;
  intent: Intent;
  size: IconSize;
}

// Memoised: the table has over 500 icons and only changes with the toolbar.
const IconTable = memo(function IconTable({ fontSize, intent, size }: IconTableProps) {
  return (
    <table className={`tb-demo-icons__table tb-demo-icons__table--${fontSize}`} aria-label="Built-in icons">
      <thead>
        <tr>
          <th scope="col">Name</th>
          {ICON_VARIANTS.map((v) => (
            <th key={v} scope="col" className="tb-demo-icons__variant">
              {v}
              <span className="tb-demo-icons__weight">{VARIANT_NAMES[v]}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ICON_NAMES.map((name) => (
          <tr key={name}>
            <th scope="row" className="tb-demo-icons__name">
              {name}
            </th>
            {ICON_VARIANTS.map((v) => (
              <td key={v} className="tb-demo-icons__cell">
                <Icon name={name} variant={v} size={size} intent={intent} title={`${name} (${v})`} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

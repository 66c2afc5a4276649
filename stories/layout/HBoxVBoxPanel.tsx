import { useSnapshot } from 'valtio';
import {
  ArrowCounterClockwiseIcon,
  ArrowBendDownLeftIcon,
  ArrowsOutLineHorizontalIcon,
  ArrowsOutLineVerticalIcon,
  SquareSplitHorizontalIcon,
  SquareSplitVerticalIcon,
} from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { Button, ButtonGroupInput } from '@toolbox/kit/button';
import { NumberInput, Label } from '@toolbox/kit/input';
import { Box, type BoxDirection } from '@toolbox/kit/layout';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import {
  ALIGN_OPTIONS,
  BoxDemoModel,
  JUSTIFY_OPTIONS,
  MAX_ITEMS,
  sampleItems,
  type SampleItem,
} from './HBoxVBoxPanelModel';
import './HBoxVBox.css';

export interface HBoxVBoxPanelProps {
  direction: BoxDirection;
}

/** The HBox / VBox demo: sample boxes in an HBox or VBox, with toolbars that change its layout options live. */
export function HBoxVBoxPanel({ direction }: HBoxVBoxPanelProps) {
  const model = useLocalModel(() => new BoxDemoModel());
  const { gap, padding, align, justify, wrap, flexItems, itemCount } = useSnapshot(model);
  const name = direction === 'row' ? 'HBox' : 'VBox';
  const items = sampleItems(direction, itemCount, flexItems);

  return (
    <Panel
      title={name}
      icon={direction === 'row' ? <SquareSplitHorizontalIcon /> : <SquareSplitVerticalIcon />}
      width={760}
      height={560}
      className="tb-demo-box"
      tbar={
        <Toolbar aria-label="Alignment">
          <span className="tb-demo-box__label" aria-hidden="true">
            Align
          </span>
          <ButtonGroupInput
            aria-label="Align"
            options={ALIGN_OPTIONS}
            value={align}
            onChange={(v) => v && model.set('align', v)}
          />
          <ToolbarSeparator />
          <span className="tb-demo-box__label" aria-hidden="true">
            Justify
          </span>
          <ButtonGroupInput
            aria-label="Justify"
            options={JUSTIFY_OPTIONS}
            value={justify}
            onChange={(v) => v && model.set('justify', v)}
          />
        </Toolbar>
      }
      bbar={
        <Toolbar aria-label="Spacing">
          <Label htmlFor={`${name}-gap`}>Gap</Label>
          <NumberInput
            id={`${name}-gap`}
            value={gap}
            min={0}
            max={48}
            width={56}
            onChange={(v) => model.set('gap', v ?? 0)}
          />
          <Label htmlFor={`${name}-padding`}>Padding</Label>
          <NumberInput
            id={`${name}-padding`}
            value={padding}
            min={0}
            max={48}
            width={56}
            onChange={(v) => model.set('padding', v ?? 0)}
          />
          <Label htmlFor={`${name}-items`}>Items</Label>
          <NumberInput
            id={`${name}-items`}
            value={itemCount}
            min={1}
            max={MAX_ITEMS}
            width={56}
            onChange={(v) => model.set('itemCount', v ?? 1)}
          />
          <ToolbarSeparator />
          <Button
            icon={direction === 'row' ? <ArrowsOutLineHorizontalIcon /> : <ArrowsOutLineVerticalIcon />}
            text="Flex B & D"
            minimal
            active={flexItems}
            onClick={() => model.set('flexItems', !flexItems)}
          />
          <Button
            icon={<ArrowBendDownLeftIcon />}
            text="Wrap"
            minimal
            active={wrap}
            onClick={() => model.set('wrap', !wrap)}
          />
          <Filler />
          <Button icon={<ArrowCounterClockwiseIcon />} text="Reset" onClick={() => model.reset()} />
        </Toolbar>
      }
    >
      <div className="tb-demo-box__body">
        <Box
          direction={direction}
          gap={gap}
          padding={padding}
          align={align}
          justify={justify}
          wrap={wrap}
          flex={1}
          scroll
          role="group"
          aria-label={`${name} sample`}
          className="tb-demo-box__stage"
        >
          {items.map((item, i) => (
            <SampleBox
              key={item.label}
              item={item}
              index={i}
              direction={direction}
              stretch={align === 'stretch'}
            />
          ))}
        </Box>
        <code className="tb-demo-box__code" aria-label="Code">
          {codeOf(name, { gap, padding, align, justify, wrap })}
        </code>
      </div>
    </Panel>
  );
}

interface SampleBoxProps {
  item: SampleItem;
  index: number;
  direction: BoxDirection;
  /** A stretched item must leave its cross size to the box. */
  stretch: boolean;
}

function SampleBox({ item, index, direction, stretch }: SampleBoxProps) {
  const row = direction === 'row';
  const main = item.flex == null ? item.main : undefined;
  const cross = stretch ? undefined : item.cross;
  const size = item.flex == null ? `${item.main} px` : `flex: ${item.flex}`;
  return (
    <div
      className={`tb-demo-box__item tb-demo-box__item--${index % 4}`}
      style={{
        flex: item.flex ?? 'none',
        width: row ? main : cross,
        height: row ? cross : main,
      }}
    >
      <span className="tb-demo-box__letter">{item.label}</span>
      <span className="tb-demo-box__size">{size}</span>
    </div>
  );
}

function codeOf(
  name: string,
  o: { gap: number; padding: number; align: string; justify: string; wrap: boolean },
): string {
  const wrap = o.wrap ? ' wrap' : '';
  return `<${name} gap={${o.gap}} padding={${o.padding}} align="${o.align}" justify="${o.justify}"${wrap}>`;
}

import { ArrowCounterClockwiseIcon, SquaresFourIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Form, FormField } from '@toolbox/kit/form';
import { NumberInput } from '@toolbox/kit/input';
import { HBox, TileFrame } from '@toolbox/kit/layout';
import { Panel } from '@toolbox/kit/panel';
import { TileFramePanelModel, type TileFrameValues } from './TileFramePanelModel';
import './TileFramePanel.css';

/** Form fields of the demo, with their input steps (SPEC §5: ratio 0.5, tile sizes 10). */
const FIELDS: { field: keyof TileFrameValues; step: number; unit?: string }[] = [
  { field: 'tileCount', step: 1 },
  { field: 'desiredRatio', step: 0.5 },
  { field: 'spacing', step: 1, unit: 'px' },
  { field: 'minTileWidth', step: 10, unit: 'px' },
  { field: 'maxTileWidth', step: 10, unit: 'px' },
  { field: 'minTileHeight', step: 10, unit: 'px' },
  { field: 'maxTileHeight', step: 10, unit: 'px' },
];

/** The TileFrame demo: numbered tiles that re-tile as the form changes or the window is resized. */
export function TileFramePanel() {
  const model = useLocalModel(() => new TileFramePanelModel());
  const { values } = useSnapshot(model.form);
  const count = Math.min(200, Math.max(0, Math.round(values.tileCount ?? 0)));
  return (
    <Panel title="TileFrame" icon={<SquaresFourIcon />} className="tb-demo-tile-frame">
      <HBox flex={1}>
        <TileFrame
          desiredRatio={values.desiredRatio ?? 1}
          spacing={values.spacing ?? 0}
          minTileWidth={values.minTileWidth}
          maxTileWidth={values.maxTileWidth}
          minTileHeight={values.minTileHeight}
          maxTileHeight={values.maxTileHeight}
          aria-label="Tiles"
          className="tb-demo-tile-frame__frame"
        >
          {Array.from({ length: count }, (_, i) => (
            <div key={i} className="tb-demo-tile-frame__tile" role="img" aria-label={`Tile ${i + 1}`}>
              <SquaresFourIcon aria-hidden="true" />
              <span>{i + 1}</span>
            </div>
          ))}
        </TileFrame>
        <div className="tb-demo-tile-frame__options">
          <Form
            model={model.form}
            fieldDefaults={{ inline: true, labelWidth: 112, commitOnChange: true }}
            aria-label="TileFrame options"
          >
            {FIELDS.map(({ field, step, unit }) => (
              <FormField key={field} model={model.form} field={field}>
                {(bind) => (
                  <NumberInput {...bind} min={0} step={step} valueLabel={unit} allowEmpty width={76} />
                )}
              </FormField>
            ))}
          </Form>
          <Button text="Reset" icon={<ArrowCounterClockwiseIcon />} outlined onClick={() => model.reset()} />
        </div>
      </HBox>
    </Panel>
  );
}

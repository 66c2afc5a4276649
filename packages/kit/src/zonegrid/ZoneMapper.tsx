import { clsx } from 'clsx';
import { useId, useRef, type KeyboardEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import {
  ArrowCounterClockwiseIcon,
  CheckIcon,
  SortAscendingIcon,
  SortDescendingIcon,
  XIcon,
} from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button, ButtonGroupInput } from '../button';
import type { SortDir } from '../data';
import { Checkbox } from '../input';
import { Filler, MenuButton } from '../panel';
import { ZONE_NAMES, type Zone } from './types';
import type { ZoneGridModel } from './ZoneGridModel';
import type { ZoneMapperField } from './ZoneMapperModel';
import { ZoneRow } from './ZoneRow';
import '../input/RadioInput.css';
import '../popup/Popup.css';
import './ZoneMapper.css';

export const ZONE_MAPPER_TITLE = 'Customize Fields';

const DIR_OPTIONS = [
  { value: 'asc' as const, label: 'Ascending', icon: <SortAscendingIcon /> },
  { value: 'desc' as const, label: 'Descending', icon: <SortDescendingIcon /> },
];

/** Arrow keys move between the zone tabs, in the row's layout (left / right, up / down). */
const NEXT_ZONE: Record<string, Record<Zone, Zone>> = {
  ArrowRight: { tl: 'tr', tr: 'bl', bl: 'br', br: 'tl' },
  ArrowLeft: { tl: 'br', tr: 'tl', bl: 'tr', br: 'bl' },
  ArrowDown: { tl: 'bl', tr: 'br', bl: 'tl', br: 'tr' },
  ArrowUp: { tl: 'bl', tr: 'br', bl: 'tl', br: 'tr' },
};

export interface ZoneMapperProps<T extends object, R> {
  /** The zone grid whose zones, sort and field labels the mapper edits; it opens when the model shows it. */
  model: ZoneGridModel<T, R>;
}

/**
 * The zone mapper of a ZoneGrid: a dialog with a live preview of a row whose zones are tabs, the fields the
 * picked zone may show (Show and Label boxes, disabled where its limits say, with a hint of them), the sort,
 * and Reset, Cancel and Save. Opened by a ZoneMapperButton or `model.showMapper()`.
 */
export function ZoneMapper<T extends object, R>({ model }: ZoneMapperProps<T, R>) {
  const mapper = model.mapperModel;
  const snap = useSnapshot(mapper);
  const id = useId();
  const tabs = useRef<Partial<Record<Zone, HTMLButtonElement | null>>>({});
  const hint = snap.hint();

  const pickZone = (zone: Zone) => {
    mapper.selectZone(zone);
    tabs.current[zone]?.focus();
  };
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, zone: Zone) => {
    const next = NEXT_ZONE[e.key]?.[zone];
    if (!next) return;
    e.preventDefault();
    pickZone(next);
  };

  return (
    <Dialog.Root open={snap.isOpen} onOpenChange={(open) => !open && mapper.close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="tb-popup-overlay tb-zone-mapper-overlay" />
        <Dialog.Content
          className="tb-popup tb-zone-mapper"
          aria-describedby={`${id}-desc`}
          onPointerDownOutside={(e) => e.preventDefault()}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            tabs.current[mapper.zone]?.focus();
          }}
        >
          <header className="tb-popup__header">
            <Dialog.Title className="tb-popup__title">{ZONE_MAPPER_TITLE}</Dialog.Title>
            <Dialog.Close asChild>
              <Button minimal icon={<XIcon />} title="Close" className="tb-popup__close" />
            </Dialog.Close>
          </header>

          <div className="tb-zone-mapper__body">
            <Dialog.Description id={`${id}-desc`} className="tb-zone-mapper__intro">
              Pick a zone of the row, then the fields it shows.
            </Dialog.Description>
            <div className="tb-zone-mapper__preview" role="tablist" aria-label="Zones">
              <ZoneRow
                record={model.sampleRecord}
                mappings={snap.mappings}
                columns={model.columns}
                fieldLabel={(f) => model.fieldLabel(f)}
                delimiter={model.delimiter}
                renderZone={(zone, content) => (
                  <button
                    key={zone}
                    ref={(el) => void (tabs.current[zone] = el)}
                    type="button"
                    role="tab"
                    id={`${id}-tab-${zone}`}
                    aria-selected={snap.zone === zone}
                    aria-controls={`${id}-panel`}
                    tabIndex={snap.zone === zone ? 0 : -1}
                    className={clsx(
                      'tb-zone-mapper__zone',
                      `tb-zone-mapper__zone--${zone}`,
                      snap.zone === zone && 'tb-zone-mapper__zone--selected',
                    )}
                    onClick={() => pickZone(zone)}
                    onKeyDown={(e) => onTabKey(e, zone)}
                  >
                    <span className="tb-zone-mapper__zone-name">{ZONE_NAMES[zone]}</span>{' '}
                    {snap.mappings[zone].length ? (
                      content
                    ) : (
                      <span className="tb-zone-mapper__zone-empty" data-zone={zone}>
                        Empty
                      </span>
                    )}
                  </button>
                )}
              />
            </div>

            <section
              className="tb-zone-mapper__fields"
              role="tabpanel"
              id={`${id}-panel`}
              aria-labelledby={`${id}-tab-${snap.zone}`}
            >
              <div className="tb-zone-mapper__fields-head">
                <h3 className="tb-zone-mapper__zone-title">{ZONE_NAMES[snap.zone]}</h3>
                <span className="tb-zone-mapper__limit">{hint.text}</span>
              </div>
              <div
                className="tb-zone-mapper__list"
                role={snap.isSingleChoice ? 'radiogroup' : 'group'}
                aria-label={`${ZONE_NAMES[snap.zone]} fields`}
              >
                <div className="tb-zone-mapper__list-head" aria-hidden="true">
                  <span>Field</span>
                  <span>Label</span>
                </div>
                {snap.fields.map((f) => (
                  <FieldRow
                    key={`${snap.zone}:${f.field}`}
                    field={f}
                    radioName={snap.isSingleChoice ? `${id}-${snap.zone}` : null}
                    onShown={(shown) => mapper.setFieldShown(f.field, shown)}
                    onLabel={(on) => mapper.setFieldLabel(f.field, on)}
                  />
                ))}
              </div>
              <div
                className={clsx('tb-zone-mapper__status', hint.status && 'tb-zone-mapper__status--on')}
                role="status"
              >
                {hint.status}
              </div>
            </section>

            <SortChooser model={model} />
          </div>

          <footer className="tb-popup__footer tb-zone-mapper__footer">
            <Button
              icon={<ArrowCounterClockwiseIcon />}
              text="Reset"
              minimal
              disabled={snap.isDefault}
              title="Back to the default fields and sort"
              onClick={() => mapper.reset()}
            />
            <Filler />
            <Button text="Cancel" onClick={() => mapper.close()} />
            <Button text="Save" intent="primary" disabled={!snap.isDirty} onClick={() => mapper.save()} />
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** One field of the picked zone: its Show box (a radio in a single-choice zone) and its Label box. */
function FieldRow({
  field,
  radioName,
  onShown,
  onLabel,
}: {
  field: ZoneMapperField;
  radioName: string | null;
  onShown: (shown: boolean) => void;
  onLabel: (on: boolean) => void;
}) {
  const disabled = !field.canToggle;
  return (
    <div className={clsx('tb-zone-mapper__row', field.shown && 'tb-zone-mapper__row--shown')}>
      {radioName ? (
        <label className="tb-radio__option tb-zone-mapper__pick">
          <input
            type="radio"
            className="tb-radio__dot"
            name={radioName}
            checked={field.shown}
            onChange={() => onShown(true)}
          />
          <span>{field.label}</span>
        </label>
      ) : (
        <Checkbox
          className="tb-zone-mapper__pick"
          label={field.label}
          value={field.shown}
          disabled={disabled}
          onChange={onShown}
        />
      )}
      <Checkbox
        aria-label={`Show label for ${field.label}`}
        value={field.showLabel}
        disabled={!field.shown}
        onChange={onLabel}
      />
    </div>
  );
}

/** The sort of the draft: the field (a menu), the direction and, for fields that allow it, absolute values. */
function SortChooser<T extends object, R>({ model }: { model: ZoneGridModel<T, R> }) {
  const mapper = model.mapperModel;
  const { sort } = useSnapshot(mapper);
  const column = sort ? model.getColumn(sort.field) : undefined;
  const fieldText = sort ? model.fieldLabel(sort.field) : 'None';
  return (
    <div className="tb-zone-mapper__sort" role="group" aria-label="Sort">
      <span className="tb-zone-mapper__sort-label" aria-hidden="true">
        Sort by
      </span>
      <MenuButton
        outlined
        aria-label={`Sort by ${fieldText}`}
        className="tb-zone-mapper__sort-field"
        text={fieldText}
        items={[
          ...model.sortableColumns.map((c) => ({
            text: model.fieldLabel(c.field),
            icon: c.field === sort?.field ? <CheckIcon /> : undefined,
            onClick: () => mapper.setSortField(c.field),
          })),
          '-' as const,
          { text: 'None', icon: sort ? undefined : <CheckIcon />, onClick: () => mapper.setSortField(null) },
        ]}
      />
      <ButtonGroupInput<SortDir>
        aria-label="Sort direction"
        outlined
        value={sort?.dir ?? null}
        disabled={!sort}
        options={DIR_OPTIONS}
        onChange={(dir) => dir && mapper.setSortDir(dir)}
      />
      {column?.absSort && (
        <Checkbox label="By absolute value" value={!!sort?.abs} onChange={(abs) => mapper.setSortAbs(abs)} />
      )}
    </div>
  );
}

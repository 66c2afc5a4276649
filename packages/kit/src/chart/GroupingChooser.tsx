import { useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  CheckIcon,
  StarIcon,
  TreeStructureIcon,
  XIcon,
} from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../button';
import { Select } from '../input';
import { MenuButton, type MenuItem } from '../panel';
import type { GroupingChooserModel } from './GroupingChooserModel';
import './GroupingChooser.css';

export interface GroupingChooserProps {
  /** The dimensions offered, the grouping chosen and the favourites; apps watch its `value` to regroup. */
  model: GroupingChooserModel;
  /** Width of the button (default: as wide as its text). */
  width?: number;
}

/**
 * Chooses an ordered list of dimensions to group by: a button showing the grouping ('Sector › Symbol') opens an
 * editor to add, remove and reorder levels, applied with Apply; a star button beside it lists the favourite
 * groupings to pick from, and adds or removes the current one.
 */
export function GroupingChooser({ model, width }: GroupingChooserProps) {
  const { value, favorites } = useSnapshot(model);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const label = model.describe(value);

  const onOpenChange = (next: boolean) => {
    if (next) setDraft([...value]);
    setOpen(next);
  };
  const apply = () => {
    model.setValue(draft);
    setOpen(false);
  };
  const move = (i: number, by: number) => {
    const next = [...draft];
    const [item] = next.splice(i, 1);
    if (item === undefined) return;
    next.splice(i + by, 0, item);
    setDraft(next);
  };
  const unused = model.dimensions.filter((d) => !draft.includes(d.name));
  const changed = draft.join(',') !== value.join(',');

  const isFavorite = model.isFavorite(value);
  const favoriteItems: MenuItem[] = [
    ...favorites.map((f): MenuItem => ({
      text: model.describe(f),
      icon:
        f.join(',') === value.join(',') ? <CheckIcon /> : <span className="tb-grouping-chooser__no-icon" />,
      onClick: () => model.setValue(f),
    })),
    ...(favorites.length ? (['-'] as MenuItem[]) : []),
    isFavorite
      ? { text: 'Remove current from favorites', icon: <XIcon />, onClick: () => model.removeFavorite() }
      : { text: 'Add current to favorites', icon: <StarIcon />, onClick: () => model.addFavorite() },
  ];

  return (
    <div className="tb-grouping-chooser">
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Trigger asChild>
          <Button
            icon={<TreeStructureIcon />}
            text={label}
            outlined
            title="Group by"
            aria-label={`Group by: ${label}`}
            className="tb-grouping-chooser__button"
            style={width ? { width } : undefined}
          />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className="tb-grouping-chooser__popover"
            align="start"
            sideOffset={6}
            collisionPadding={8}
          >
            <div role="group" aria-label="Grouping">
              <div className="tb-grouping-chooser__title">Group by</div>
              <ol className="tb-grouping-chooser__levels">
                {draft.map((d, i) => (
                  <li key={d} className="tb-grouping-chooser__level">
                    <span className="tb-grouping-chooser__index">{i + 1}</span>
                    <span className="tb-grouping-chooser__name">{model.labelOf(d)}</span>
                    <Button
                      icon={<ArrowUpIcon />}
                      minimal
                      disabled={i === 0}
                      aria-label={`Move ${model.labelOf(d)} up`}
                      title="Move up"
                      onClick={() => move(i, -1)}
                    />
                    <Button
                      icon={<ArrowDownIcon />}
                      minimal
                      disabled={i === draft.length - 1}
                      aria-label={`Move ${model.labelOf(d)} down`}
                      title="Move down"
                      onClick={() => move(i, 1)}
                    />
                    <Button
                      icon={<XIcon />}
                      minimal
                      disabled={draft.length === 1 && !model.config.allowEmpty}
                      aria-label={`Remove ${model.labelOf(d)}`}
                      title="Remove"
                      onClick={() => setDraft(draft.filter((x) => x !== d))}
                    />
                  </li>
                ))}
              </ol>
              {unused.length > 0 && (
                <Select
                  aria-label="Add level"
                  placeholder="Add level..."
                  width="100%"
                  value={null}
                  options={unused.map((d) => ({ value: d.name, label: d.label }))}
                  onChange={(v) => v && setDraft([...draft, v])}
                />
              )}
              <div className="tb-grouping-chooser__footer">
                <Button text="Cancel" minimal onClick={() => setOpen(false)} />
                <Button
                  text="Apply"
                  intent="primary"
                  disabled={!changed || !model.isValid(draft)}
                  onClick={apply}
                />
              </div>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <MenuButton
        items={favoriteItems}
        icon={<StarIcon weight={isFavorite ? 'fill' : 'regular'} />}
        outlined
        title="Favorites"
        aria-label="Favorite groupings"
        className="tb-grouping-chooser__favorites"
      />
    </div>
  );
}

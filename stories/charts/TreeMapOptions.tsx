import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { TreeMapAlgorithm, TreeMapColorMode, TreeMapTheme } from '@toolbox/kit/chart';
import { Label, Select } from '@toolbox/kit/input';
import { ToolbarSeparator } from '@toolbox/kit/panel';
import { ALGORITHMS, COLOR_MODES, MAX_HEAT_OPTIONS, THEMES, type MapSettings } from './positionsTreeMap';

interface SettingSelectProps<V extends string | number> {
  settings: MapSettings;
  id: string;
  name: string;
  options: readonly V[] | readonly { value: V; label: string }[];
  width: number;
  /** The setting's value in a snapshot of the settings. */
  read: (settings: MapSettings) => V;
  onChange: (value: V | null) => void;
}

/** A select of one map setting, showing its current value. */
function SettingSelect<V extends string | number>({ settings, read, name, ...rest }: SettingSelectProps<V>) {
  const value = read(useSnapshot(settings));
  return <Select<V> {...rest} aria-label={name} value={value} enableFilter={false} />;
}

/**
 * The Max Heat, Color Mode, Theme and Algorithm selects of the tree map demos, each with its label: toolbar
 * items in their own right, so that a narrow toolbar moves them into its menu one by one.
 */
export function treeMapOptionItems(settings: MapSettings, idPrefix: string): ReactNode {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <Label htmlFor={id('max-heat')}>Max Heat</Label>
      <SettingSelect<number>
        settings={settings}
        id={id('max-heat')}
        name="Max Heat"
        options={MAX_HEAT_OPTIONS}
        width={80}
        read={(s) => s.maxHeat ?? 0}
        onChange={(v) => settings.setMaxHeat(v || null)}
      />
      <ToolbarSeparator />
      <Label htmlFor={id('color-mode')}>Color Mode</Label>
      <SettingSelect<TreeMapColorMode>
        settings={settings}
        id={id('color-mode')}
        name="Color Mode"
        options={COLOR_MODES}
        width={90}
        read={(s) => s.colorMode}
        onChange={(v) => v && settings.setColorMode(v)}
      />
      <ToolbarSeparator />
      <Label htmlFor={id('theme')}>Theme</Label>
      <SettingSelect<TreeMapTheme>
        settings={settings}
        id={id('theme')}
        name="Theme"
        options={THEMES}
        width={95}
        read={(s) => s.theme}
        onChange={(v) => v && settings.setTheme(v)}
      />
      <ToolbarSeparator />
      <Label htmlFor={id('algorithm')}>Algorithm</Label>
      <SettingSelect<TreeMapAlgorithm>
        settings={settings}
        id={id('algorithm')}
        name="Algorithm"
        options={ALGORITHMS}
        width={125}
        read={(s) => s.algorithm}
        onChange={(v) => v && settings.setAlgorithm(v)}
      />
    </>
  );
}

import { useSnapshot } from 'valtio';
import type { TreeMapAlgorithm, TreeMapColorMode, TreeMapTheme } from '@toolbox/kit/chart';
import { Label, Select } from '@toolbox/kit/input';
import { ToolbarSeparator } from '@toolbox/kit/panel';
import { ALGORITHMS, COLOR_MODES, MAX_HEAT_OPTIONS, THEMES, type MapSettings } from './positionsTreeMap';

/** The Max Heat, Color Mode, Theme and Algorithm selects of the tree map demos (SPEC §2.5). */
export function TreeMapOptions({ settings, idPrefix }: { settings: MapSettings; idPrefix: string }) {
  const { maxHeat, colorMode, theme, algorithm } = useSnapshot(settings);
  return (
    <>
      <Label htmlFor={`${idPrefix}-max-heat`}>Max Heat</Label>
      <Select<number>
        id={`${idPrefix}-max-heat`}
        aria-label="Max Heat"
        value={maxHeat ?? 0}
        options={MAX_HEAT_OPTIONS}
        enableFilter={false}
        width={80}
        onChange={(v) => settings.setMaxHeat(v || null)}
      />
      <ToolbarSeparator />
      <Label htmlFor={`${idPrefix}-color-mode`}>Color Mode</Label>
      <Select<TreeMapColorMode>
        id={`${idPrefix}-color-mode`}
        aria-label="Color Mode"
        value={colorMode}
        options={COLOR_MODES}
        enableFilter={false}
        width={90}
        onChange={(v) => v && settings.setColorMode(v)}
      />
      <ToolbarSeparator />
      <Label htmlFor={`${idPrefix}-theme`}>Theme</Label>
      <Select<TreeMapTheme>
        id={`${idPrefix}-theme`}
        aria-label="Theme"
        value={theme}
        options={THEMES}
        enableFilter={false}
        width={95}
        onChange={(v) => v && settings.setTheme(v)}
      />
      <ToolbarSeparator />
      <Label htmlFor={`${idPrefix}-algorithm`}>Algorithm</Label>
      <Select<TreeMapAlgorithm>
        id={`${idPrefix}-algorithm`}
        aria-label="Algorithm"
        value={algorithm}
        options={ALGORITHMS}
        enableFilter={false}
        width={125}
        onChange={(v) => v && settings.setAlgorithm(v)}
      />
    </>
  );
}

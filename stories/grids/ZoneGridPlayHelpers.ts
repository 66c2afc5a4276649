import { gridRows } from '../common/gridPlayHelpers';

/** What a zone grid row shows in each zone, and the class of its top-right field (e.g. P&L colour). */
export interface ZoneTexts {
  tl: string;
  tr: string;
  bl: string;
  br: string;
  trClass: string;
}

const zoneText = (row: Element, zone: string) =>
  row.querySelector(`[data-zone="${zone}"]`)?.textContent?.trim() ?? '';

/** The record rows rendered, in display order, as the texts of their zones. */
export function zoneRows(grid: HTMLElement): ZoneTexts[] {
  return gridRows(grid)
    .filter((row) => row.querySelector('[data-zone]'))
    .map((row) => ({
      tl: zoneText(row, 'tl'),
      tr: zoneText(row, 'tr'),
      bl: zoneText(row, 'bl'),
      br: zoneText(row, 'br'),
      trClass: row.querySelector('[data-zone="tr"] [data-field]')?.className ?? '',
    }));
}

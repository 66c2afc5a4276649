import { render, screen, waitFor } from '@testing-library/react';
import type { CsvExportParams } from 'ag-grid-community';
import { describe, expect, it, vi } from 'vitest';
import { Grid } from './Grid';
import { GridModel } from './GridModel';
import { csvCell, csvTextCell } from './csvCell';

interface Row {
  id: number;
  company: string;
  pnl: number;
  code: string;
}

/** The CSV the Export button downloads: the params the model gives AG Grid, written by AG Grid itself. */
async function exportedCsv(model: GridModel<Row>): Promise<string> {
  await waitFor(() => expect(model.agApi).not.toBeNull());
  const api = model.agApi;
  if (!api) throw new Error('no grid');
  let params: CsvExportParams | undefined;
  vi.spyOn(api, 'exportDataAsCsv').mockImplementation((p) => {
    params = p;
  });
  model.exportCsv();
  return api.getDataAsCsv(params) ?? '';
}

describe('CSV export', () => {
  it('quotes text that a spreadsheet would run as a formula, and leaves numbers numbers', async () => {
    const model = new GridModel<Row>({
      store: {},
      columns: [
        { field: 'company' },
        { field: 'pnl', header: 'P&L', formatter: (v) => Number(v).toLocaleString('en-US') },
        { field: 'code', exportValue: (v) => String(v) },
      ],
    });
    model.store.loadData([
      { id: 1, company: '=HYPERLINK("http://evil.example","Open")', pnl: -1234, code: '-5' },
      { id: 2, company: '+1+2', pnl: 5, code: '@SUM(A1)' },
      { id: 3, company: '\tTab Corp', pnl: -0.5, code: '\r=1' },
      { id: 4, company: 'Acme - Widgets', pnl: 0, code: 'A-1' },
    ]);
    render(<Grid model={model} />);
    // jsdom's frames come from a timer: on a busy machine the rows take longer than findBy's default second.
    expect(await screen.findByRole('gridcell', { name: '+1+2' }, { timeout: 15_000 })).toBeInTheDocument();
    const lines = (await exportedCsv(model)).split(/\r?\n/);
    expect(lines[0]).toBe('"Company","P&L","Code"');
    expect(lines.slice(1)).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""Open"")","-1,234","'-5"`,
      `"'+1+2","5","'@SUM(A1)"`,
      `"'\tTab Corp","-0.5","'\r=1"`,
      `"Acme - Widgets","0","A-1"`,
    ]);
  });

  it('makes only text safe: numbers, booleans and a missing value keep their cell', () => {
    expect(csvTextCell('=1+1')).toBe("'=1+1");
    expect(csvTextCell('-1')).toBe("'-1");
    expect(csvTextCell('a=1')).toBe('a=1');
    expect(csvTextCell('')).toBe('');
    expect(csvCell(-1, '-1')).toBe('-1');
    expect(csvCell(-12n, '-12')).toBe('-12');
    expect(csvCell(false, 'false')).toBe('false');
    expect(csvCell('-1', '-1')).toBe("'-1");
    expect(csvCell(null, '-')).toBe('-');
    expect(csvCell(['=x', 'y'], '=x, y')).toBe("'=x, y");
  });
});

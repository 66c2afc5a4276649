import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportButton } from './ExportButton';
import { GridModel } from './GridModel';

describe('ExportButton', () => {
  it('exports the grid as CSV, under its own file name or the one given', async () => {
    const model = new GridModel<{ id: number }>({ store: {}, columns: [{ field: 'id' }] });
    const exportCsv = vi.spyOn(model, 'exportCsv').mockImplementation(() => undefined);
    const { rerender } = render(<ExportButton model={model} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(exportCsv).toHaveBeenLastCalledWith({});
    rerender(<ExportButton model={model} filename="sample.csv" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(exportCsv).toHaveBeenLastCalledWith({ filename: 'sample.csv' });
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileChooser, type RejectedFile } from './FileChooser';
import { acceptMap, fmtFileSize } from './fileTypes';

const txt = (name: string) => new File(['hello'], name, { type: 'text/plain' });

function Harness(props: { enableMulti?: boolean; onReject: (r: RejectedFile[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <>
      <FileChooser
        value={files}
        onChange={setFiles}
        accept={['.txt', '.png']}
        enableMulti={props.enableMulti}
        onReject={props.onReject}
      />
      <output>{files.map((f) => f.name).join(',')}</output>
    </>
  );
}

describe('FileChooser', () => {
  it('adds browsed files of the accepted types, lists them and removes them', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onReject = vi.fn();
    render(<Harness onReject={onReject} />);
    expect(screen.getByText('No files selected.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Browse for files'), [
      txt('a.txt'),
      new File(['%PDF'], 'b.pdf', { type: 'application/pdf' }),
    ]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('a.txt'));
    expect(onReject).toHaveBeenCalledWith([
      expect.objectContaining({ reason: 'only .txt, .png files are accepted.' }),
    ]);
    const grid = screen.getByRole('table', { name: 'Selected files' });
    expect(within(grid).getByText('a.txt')).toBeInTheDocument();
    expect(within(grid).getByText('5 B')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove a.txt' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('replaces the file held when it holds only one', async () => {
    const user = userEvent.setup();
    render(<Harness enableMulti={false} onReject={vi.fn()} />);
    const input = screen.getByLabelText('Browse for files');
    await user.upload(input, txt('one.txt'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('one.txt'));
    await user.upload(input, txt('two.txt'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^two\.txt$/));
  });

  it('maps extensions to accept types and sizes to text', () => {
    expect(acceptMap(['.txt', 'png', '.weird'])).toEqual({
      'text/plain': ['.txt'],
      'image/png': ['.png'],
      'application/x-weird': ['.weird'],
    });
    expect(acceptMap([])).toBeUndefined();
    expect(fmtFileSize(512)).toBe('512 B');
    expect(fmtFileSize(1536)).toBe('1.5 KB');
    expect(fmtFileSize(52 * 1024 * 1024)).toBe('52 MB');
  });
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllPopups, dismissToast, PopupHost, ToastHost } from '../popup';
import { RoutineException } from './Exception';
import {
  configureExceptionHandler,
  handleException,
  resetExceptionHandler,
  type ExceptionOptions,
  type ExceptionReport,
} from './handleException';

const STANDARD = 'This is a very problematic button and has encountered a serious error.';
const ROUTINE = 'User does not have permission to click this button after 10:15:00 AM!';

let reports: ExceptionReport[];
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  reports = [];
  reload = vi.fn<() => void>();
  configureExceptionHandler({
    report: async (r) => {
      reports.push(r);
      return reports.length;
    },
    reload,
    appVersion: '9.9.9',
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(
    <>
      <PopupHost />
      <ToastHost theme="light" />
    </>,
  );
});

afterEach(() => {
  act(() => {
    closeAllPopups();
    dismissToast();
  });
  resetExceptionHandler();
  vi.restoreAllMocks();
});

function handle(e: unknown, options?: ExceptionOptions) {
  let result!: ReturnType<typeof handleException>;
  act(() => {
    result = handleException(e, options);
  });
  return result;
}

describe('handleException', () => {
  it('shows a standard exception in a dialog with expandable details, and reports it', async () => {
    const user = userEvent.setup();
    const result = await handle(new Error(STANDARD));
    expect(result).toMatchObject({ shown: 'dialog', logId: 1 });

    const dialog = await screen.findByRole('dialog', { name: 'Unexpected Error' });
    expect(dialog).toHaveTextContent(STANDARD);
    expect(within(dialog).queryByRole('region', { name: 'Error details' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Show details' }));
    const details = within(dialog).getByRole('region', { name: 'Error details' });
    expect(details).toHaveTextContent(`Error: ${STANDARD}`);
    expect(details).toHaveTextContent('Sent to the server for support');
    expect(within(details).getByLabelText('Stack trace')).toHaveTextContent('handleException.test.tsx');

    expect(reports).toEqual([
      expect.objectContaining({
        title: 'Unexpected Error',
        message: STANDARD,
        isRoutine: false,
        userAlerted: true,
        appVersion: '9.9.9',
        url: window.location.href,
        details: expect.stringContaining('handleException.test.tsx'),
      }),
    ]);
    expect(console.error).toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a routine exception without details and does not log it as an error', async () => {
    const result = await handle(new RoutineException(ROUTINE));
    expect(result.exception.isRoutine).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Please Note' });
    expect(dialog).toHaveTextContent(ROUTINE);
    expect(within(dialog).queryByRole('button', { name: 'Show details' })).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
    expect(console.info).toHaveBeenCalledWith(`Routine exception: ${ROUTINE}`);
    expect(reports[0]).toMatchObject({ isRoutine: true, message: ROUTINE });
  });

  it('uses the title and message of the options, keeping the original in the report', async () => {
    await handle(new Error('socket hang up'), {
      title: 'Save failed',
      message: 'Your changes were not saved.',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Save failed' });
    expect(dialog).toHaveTextContent('Your changes were not saved.');
    expect(reports[0]?.message).toBe('Your changes were not saved.');
    expect(reports[0]?.details).toContain('Error: socket hang up');
  });

  it('shows a danger toast instead when asked, with the details a click away', async () => {
    const result = await handle(new Error(STANDARD), { alertType: 'toast' });
    expect(result.shown).toBe('toast');
    const text = await screen.findByText(STANDARD);
    expect(text.closest('[data-sonner-toast]')).toHaveClass('tb-toast--danger');
    expect(screen.queryByRole('dialog')).toBeNull();
    // A plain click: sonner captures the pointer on pointerdown, which jsdom cannot do.
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(await screen.findByRole('dialog', { name: 'Unexpected Error' })).toHaveTextContent(STANDARD);
  });

  it('shows nothing with showAlert false, and ignores requireReload then', async () => {
    const result = await handle(new Error(STANDARD), { showAlert: false, requireReload: true });
    expect(result.shown).toBeNull();
    expect(reports[0]).toMatchObject({ userAlerted: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(STANDARD)).toBeNull();
  });

  it('does not report with logOnServer false', async () => {
    const result = await handle(new RoutineException(ROUTINE), { logOnServer: false });
    expect(result.logId).toBeNull();
    expect(reports).toEqual([]);
    await screen.findByRole('dialog', { name: 'Please Note' });
  });

  it('requireReload shows a dialog that only reloads, even when a toast was asked for', async () => {
    const user = userEvent.setup();
    await handle(new Error(STANDARD), { requireReload: true, alertType: 'toast' });
    const dialog = await screen.findByRole('dialog', { name: 'Unexpected Error' });
    expect(within(dialog).queryByRole('button', { name: 'OK' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Unexpected Error' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reload App' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('survives a failing report and keeps the correlation id of a failed call', async () => {
    configureExceptionHandler({ report: () => Promise.reject(new Error('offline')) });
    const failed = Object.assign(new Error('Request failed'), { correlationId: 'corr-1', status: 503 });
    const result = await handle(failed, { showAlert: false });
    expect(result.logId).toBeNull();
    expect(result.exception).toMatchObject({ correlationId: 'corr-1', status: 503 });
    expect(console.warn).toHaveBeenCalledWith(
      'The exception could not be reported to the server.',
      expect.any(Error),
    );
  });
});

describe('without a reporter', () => {
  it('reports nothing, and the details say so', async () => {
    resetExceptionHandler();
    const user = userEvent.setup();
    const result = await handle(new Error('boom'));
    expect(result.logId).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Unexpected Error' });
    await user.click(within(dialog).getByRole('button', { name: 'Show details' }));
    expect(within(dialog).getByRole('region', { name: 'Error details' })).toHaveTextContent(
      'Not sent to the server',
    );
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideBanner, PopupHost } from '../popup';
import { showUpdateBanner } from './bannerUpdate';

describe('showUpdateBanner', () => {
  afterEach(() => act(async () => hideBanner()));

  it('announces the new version with a Reload action', async () => {
    const onReload = vi.fn();
    render(<PopupHost />);
    await act(async () => showUpdateBanner({ appName: 'Toolbox', version: '99.0.0', onReload }));
    expect(screen.getByRole('status', { name: 'Banner' })).toHaveTextContent(
      'A new version of Toolbox is available! Version 99.0.0 is ready to load.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});

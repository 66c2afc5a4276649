import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../api';
import * as appModule from './appModel';
import { AuthGate } from './AuthGate';

const DEMO = { username: 'demo', displayName: 'Demo User', roles: ['APP_READER'], profilePicUrl: null };

function renderGate() {
  return render(
    <MemoryRouter initialEntries={['/grids/standard']}>
      <Routes>
        <Route path="/login" element={<p>Login page</p>} />
        <Route
          path="*"
          element={
            <AuthGate>
              <p>The app</p>
            </AuthGate>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AuthGate', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    appModule.appModel.identity = null;
  });

  it('shows the splash until the session check answers, then the app', async () => {
    let answer: (s: SessionResponse) => void = () => undefined;
    vi.spyOn(appModule, 'checkSession').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const start = vi.spyOn(appModule, 'startSession').mockImplementation((id) => {
      appModule.appModel.identity = id;
    });
    renderGate();
    expect(screen.getByText('Loading Toolbox…')).toBeInTheDocument();
    answer({ identity: DEMO });
    expect(await screen.findByText('The app')).toBeInTheDocument();
    expect(start).toHaveBeenCalledWith(DEMO);
    expect(screen.queryByText('Loading Toolbox…')).not.toBeInTheDocument();
  });

  it('shows the app at once when the session is known, and the login page when there is none', async () => {
    appModule.appModel.identity = DEMO;
    const check = vi.spyOn(appModule, 'checkSession');
    const { unmount } = renderGate();
    expect(screen.getByText('The app')).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
    unmount();

    appModule.appModel.identity = null;
    check.mockResolvedValue({ identity: null });
    renderGate();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});

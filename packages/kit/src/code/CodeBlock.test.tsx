import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTheme } from '../theme';
import { CodeBlock } from './CodeBlock';

const SAMPLE = "panel({ title: 'Hello', items: [] });";

afterEach(() => {
  act(() => setTheme('light'));
  vi.restoreAllMocks();
});

describe('CodeBlock', () => {
  it('shows the plain code at once, then the highlighted code, named by its title', async () => {
    const { container } = render(<CodeBlock code={SAMPLE} lang="typescript" title="Factory syntax" />);
    const figure = screen.getByRole('figure', { name: 'Factory syntax' });
    expect(figure).toHaveTextContent(SAMPLE);
    await waitFor(() =>
      expect(container.querySelector('[data-highlighted="true"] pre.shiki')).not.toBeNull(),
    );
    expect(container.querySelector('pre.shiki')).toHaveClass('github-light-default');
    expect(figure).toHaveTextContent(SAMPLE);
  });

  it('follows the theme', async () => {
    const { container } = render(<CodeBlock code={SAMPLE} />);
    await waitFor(() => expect(container.querySelector('pre.github-light-default')).not.toBeNull());
    act(() => setTheme('dark'));
    await waitFor(() => expect(container.querySelector('pre.github-dark-default')).not.toBeNull());
  });

  it('copies the code and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<CodeBlock code={SAMPLE} title="Sample" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SAMPLE);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('can leave out the caption', () => {
    render(<CodeBlock code={SAMPLE} copyable={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

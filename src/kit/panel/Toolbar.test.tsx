import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Filler, Toolbar, ToolbarSeparator } from './Toolbar';

describe('Toolbar', () => {
  it('lays out items with separators and fillers', () => {
    const { container } = render(
      <Toolbar aria-label="Actions" compact>
        <span>Left</span>
        <ToolbarSeparator />
        <Filler />
        <span>Right</span>
      </Toolbar>,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Actions' });
    expect(toolbar).toHaveClass('tb-toolbar', 'tb-toolbar--compact');
    expect(toolbar).toHaveAttribute('aria-orientation', 'horizontal');
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(container.querySelector('.tb-filler')).not.toBeNull();
  });

  it('can be vertical', () => {
    render(<Toolbar vertical />);
    expect(screen.getByRole('toolbar')).toHaveAttribute('aria-orientation', 'vertical');
  });
});

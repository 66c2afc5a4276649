import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { ICON_NAMES, ICONS, isIconName } from './iconRegistry';

describe('Icon', () => {
  it('is decorative without a title and named with one', () => {
    const { container } = render(<Icon name="add" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('tb-icon', 'tb-icon--default');
    render(<Icon name="delete" title="Delete" />);
    expect(screen.getByRole('img', { name: 'Delete' })).toHaveAttribute('data-icon', 'delete');
  });

  it('maps the variants to different Phosphor weights', () => {
    const paths = (['far', 'fas', 'fal', 'fat'] as const).map((variant) => {
      const { container, unmount } = render(<Icon name="gear" variant={variant} />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('data-variant', variant);
      const d = svg?.innerHTML ?? '';
      unmount();
      return d;
    });
    expect(new Set(paths).size).toBe(4);
  });

  it('maps size and intent to classes', () => {
    render(<Icon name="warning" size="3x" intent="warning" title="Careful" />);
    expect(screen.getByRole('img', { name: 'Careful' })).toHaveClass('tb-icon--3x', 'tb-icon--warning');
  });
});

describe('icon registry', () => {
  it('lists every icon once, sorted, each a component', () => {
    expect(ICON_NAMES.length).toBe(Object.keys(ICONS).length);
    expect(ICON_NAMES.length).toBeGreaterThanOrEqual(80);
    expect([...ICON_NAMES].sort()).toEqual(ICON_NAMES);
    for (const n of ['add', 'edit', 'delete', 'refresh', 'search', 'filter', 'gear', 'chart-line', 'unlock'])
      expect(isIconName(n)).toBe(true);
    expect(isIconName('toString')).toBe(false);
  });
});

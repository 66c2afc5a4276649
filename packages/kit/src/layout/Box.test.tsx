import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box, boxStyle } from './Box';
import { HBox } from './HBox';
import { VBox } from './VBox';

describe('Box', () => {
  it('maps its layout props to flex styles, numbers as pixels', () => {
    render(
      <Box data-testid="box" gap={8} padding={12} align="center" justify="space-between" wrap flex={1}>
        <span>a</span>
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box).toHaveClass('tb-box');
    expect(box).toHaveStyle({
      flexDirection: 'row',
      gap: '8px',
      padding: '12px',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
    });
    expect(box.style.flex).toMatch(/^1/);
    expect(screen.getByText('a')).toBeInTheDocument();
  });

  it('leaves unset options to the stylesheet and lets style override', () => {
    const style = boxStyle({});
    expect(style.alignItems).toBeUndefined();
    expect(style.justifyContent).toBeUndefined();
    expect(style.flexWrap).toBeUndefined();
    render(<Box data-testid="box" gap={4} style={{ gap: 20 }} scroll className="extra" />);
    const box = screen.getByTestId('box');
    expect(box).toHaveStyle({ gap: '20px' });
    expect(box).toHaveClass('tb-box', 'tb-box--scroll', 'extra');
  });

  it('accepts CSS lengths and passes through HTML attributes', () => {
    render(<Box role="group" aria-label="Tiles" padding="4px 8px" width="50%" justify="end" align="start" />);
    const box = screen.getByRole('group', { name: 'Tiles' });
    expect(box).toHaveStyle({ padding: '4px 8px', width: '50%' });
    expect(box).toHaveStyle({ justifyContent: 'flex-end', alignItems: 'flex-start' });
  });
});

describe('HBox and VBox', () => {
  it('lay children out in a row and a column', () => {
    render(
      <VBox data-testid="v" gap={6}>
        <HBox data-testid="h" flex={1} />
      </VBox>,
    );
    expect(screen.getByTestId('v')).toHaveStyle({ flexDirection: 'column', gap: '6px' });
    expect(screen.getByTestId('h')).toHaveStyle({ flexDirection: 'row' });
  });
});

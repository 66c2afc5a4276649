import * as real from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { configure, expect as standInExpect, provideTestLibrary, screen, within } from './storybookTestShim';

describe('the storybook/test stand-ins of the app', () => {
  it('refuse to run before the library is loaded, but keep configure() calls for it', () => {
    expect(() => within(document.body)).toThrow(/loaded by the Run test button/);
    configure({ testIdAttribute: 'data-stand-in' });
  });

  it('forward calls and reads to the loaded library', async () => {
    provideTestLibrary(real);
    expect(real.getConfig().testIdAttribute).toBe('data-stand-in');
    real.configure({ testIdAttribute: 'data-testid' });

    document.body.innerHTML = '<button>Run test</button>';
    expect(within(document.body).getByRole('button').textContent).toBe('Run test');
    expect(screen.getByText('Run test').tagName).toBe('BUTTON');
    await standInExpect(screen.getByRole('button')).toHaveTextContent('Run');
    // Asymmetric matchers are read through, not bound (chai refuses their length and name).
    await standInExpect('Panels are the basic building block').toEqual(
      standInExpect.stringContaining('basic building'),
    );
    expect(() => standInExpect(1).toBe(2)).toThrow();
    document.body.innerHTML = '';
  });
});

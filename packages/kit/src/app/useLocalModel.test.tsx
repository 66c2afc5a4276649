import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PanelVisibility } from './panelVisibility';
import { refreshAll } from './refreshRegistry';
import { useLocalModel, type LocalModelOptions } from './useLocalModel';

class CountingModel {
  loads = 0;
  destroyed = 0;
  load(): void {
    this.loads++;
  }
  destroy(): void {
    this.destroyed++;
  }
}

function Host({ model, options }: { model: CountingModel; options?: LocalModelOptions }) {
  const used = useLocalModel(() => model, options);
  return <span>{used === model ? 'same model' : 'other model'}</span>;
}

/** Lets the deferred destroy (a microtask) run. */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('useLocalModel', () => {
  it('loads once on mount, refreshes with refreshAll, and destroys on unmount', async () => {
    const model = new CountingModel();
    const view = render(<Host model={model} />);
    expect(view.getByText('same model')).toBeInTheDocument();
    expect(model.loads).toBe(1);

    expect(await refreshAll()).toBe(1);
    expect(model.loads).toBe(2);

    view.unmount();
    await settle();
    expect(model.destroyed).toBe(1);
    expect(await refreshAll()).toBe(0);
  });

  it('survives the StrictMode remount: one load, one destroy, one refresh registration', async () => {
    const model = new CountingModel();
    const view = render(
      <StrictMode>
        <Host model={model} />
      </StrictMode>,
    );
    await settle();
    expect(model.loads).toBe(1);
    expect(model.destroyed).toBe(0);
    expect(await refreshAll()).toBe(1);
    expect(model.loads).toBe(2);

    view.unmount();
    await settle();
    expect(model.destroyed).toBe(1);
  });

  it('can leave the first load and the refresh to the panel', async () => {
    const model = new CountingModel();
    const view = render(<Host model={model} options={{ loadOnMount: false, refreshable: false }} />);
    expect(model.loads).toBe(0);
    expect(await refreshAll()).toBe(0);
    view.unmount();
    await settle();
    expect(model.destroyed).toBe(1);
  });

  it('creates the model once for the life of the component', () => {
    const create = vi.fn(() => new CountingModel());
    function Creating() {
      useLocalModel(create);
      return null;
    }
    const view = render(<Creating />);
    view.rerender(<Creating />);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('takes a model without load or destroy, and registers nothing for refresh', async () => {
    const plain = { size: 250 };
    function Plain() {
      const model = useLocalModel(() => plain);
      return <span>{model === plain ? 'plain model' : 'other'}</span>;
    }
    const view = render(<Plain />);
    expect(view.getByText('plain model')).toBeInTheDocument();
    expect(await refreshAll()).toBe(0);
    view.unmount();
  });

  it('keeps a hidden panel (PanelVisibility) out of refreshAll, and reloads it when shown after a refresh it missed', async () => {
    const model = new CountingModel();
    let renders = 0;
    function Counted() {
      renders++;
      useLocalModel(() => model);
      return null;
    }
    // One element throughout, as a parent that does not re-render its children passes.
    const child = <Counted />;
    const view = render(<PanelVisibility visible>{child}</PanelVisibility>);
    const show = (visible: boolean) =>
      view.rerender(<PanelVisibility visible={visible}>{child}</PanelVisibility>);
    expect(model.loads).toBe(1);

    show(false);
    expect(await refreshAll()).toBe(0);
    expect(model.loads).toBe(1);
    // Hiding and showing re-render nothing inside: only effects follow.
    expect(renders).toBe(1);

    show(true);
    expect(model.loads).toBe(2);
    expect(await refreshAll()).toBe(1);
    expect(model.loads).toBe(3);
    show(false);
    show(true);
    expect(model.loads).toBe(3);
    expect(model.destroyed).toBe(0);
    view.unmount();
    await settle();
    expect(model.destroyed).toBe(1);
  });
});

import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from '../app/lazyComponent';
import { Mask } from '../panel';
import type { DashViewProps } from './types';

/**
 * A view's content whose code loads when the view first shows, under the same "Loading {title}…" mask as a
 * `React.lazy` content, but shown as soon as its code has come (`lazyComponent` says why that differs).
 */
export function lazyView(load: () => Promise<ComponentType<DashViewProps>>): LazyComponent<DashViewProps> {
  return lazyComponent(load, ({ viewModel }) => <Mask message={`Loading ${viewModel.title}…`} />);
}

import { useSnapshot } from 'valtio';
import type { DashViewProps } from '@toolbox/kit/dash';

/** A view's content gets its DashViewModel: it reads the title and sets what the view shows after it. */
export function LastPrice({ viewModel }: DashViewProps) {
  const { title } = useSnapshot(viewModel);
  viewModel.setTitleDetail('212.40');
  return <p>{title}</p>;
}

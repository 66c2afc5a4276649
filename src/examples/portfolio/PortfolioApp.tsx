import { ChartPieSliceIcon } from '@phosphor-icons/react';
import { ExampleApp, type ExampleAppProps } from '../common/ExampleApp';
import { PortfolioPanel } from './PortfolioPanel';

/** The Portfolio example app, a whole app at /portfolio: live positions, their orders and price history. */
export function PortfolioApp({ session }: Pick<ExampleAppProps, 'session'>) {
  return (
    <ExampleApp title="Portfolio" icon={<ChartPieSliceIcon weight="duotone" />} session={session}>
      {(s) => <PortfolioPanel socket={s.socket} />}
    </ExampleApp>
  );
}

import { ChartLineUpIcon, CurrencyDollarIcon, UsersThreeIcon } from '@phosphor-icons/react';
import { BrandedPanel, KpiTile, PACKAGE_INFO } from '@toolbox/custom-package';
import { Button } from '@toolbox/kit/button';
import { toast } from '@toolbox/kit/popup';
import './CustomPackagePanel.css';

/** The Custom Package demo: a panel and tiles imported by name from a shared, branded package. */
export function CustomPackagePanel() {
  return (
    <BrandedPanel
      title="Quarterly Overview"
      width={760}
      footer={
        <Button
          intent="primary"
          icon={<ChartLineUpIcon />}
          text="Open Report"
          onClick={() => toast({ message: 'The Q3 report is on its way to your inbox.', intent: 'success' })}
        />
      }
    >
      <p className="tb-demo-custompkg__lead">
        Everything inside this frame comes from <code>{PACKAGE_INFO.name}</code>, an npm workspace of this
        repository. It builds on the kit&rsquo;s <code>Panel</code> and brings its own brand colours, logo and
        components. Apps add it as a dependency and import it by name, like any other package.
      </p>
      <div className="tb-demo-custompkg__tiles">
        <KpiTile label="Revenue" value="$4.82M" change={12.4} icon={<CurrencyDollarIcon weight="bold" />} />
        <KpiTile label="Active clients" value="1,284" change={3.1} icon={<UsersThreeIcon weight="bold" />} />
        <KpiTile label="Churn" value="2.7%" change={-0.8} icon={<ChartLineUpIcon weight="bold" />} />
      </div>
      <pre className="tb-demo-custompkg__import">
        <code>{`import { BrandedPanel, KpiTile } from '${PACKAGE_INFO.name}';`}</code>
      </pre>
    </BrandedPanel>
  );
}

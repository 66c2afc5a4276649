import { type ReactNode } from 'react';
import {
  ArrowClockwiseIcon,
  ArrowDownIcon,
  ArrowUpIcon,
  ChartLineIcon,
  CheckCircleIcon,
  DownloadSimpleIcon,
  MagnifyingGlassIcon,
  QuestionIcon,
  RocketLaunchIcon,
  RowsIcon,
  SkullIcon,
  SquaresFourIcon,
  StopCircleIcon,
  TerminalWindowIcon,
  TextAlignLeftIcon,
  WarningIcon,
} from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Label, Select, Switch, TextInput } from '@toolbox/kit/input';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { toast } from '@toolbox/kit/popup';
import { ENVIRONMENTS, type ServiceStatus } from './services';
import { ServicesTable } from './ServicesTable';
import { ToolbarsPanelModel } from './ToolbarsPanelModel';
import './PanelDemos.css';
import './ToolbarsPanel.css';

const STATUS_FILTERS: { status: ServiceStatus | null; title: string; icon: ReactNode }[] = [
  { status: null, title: 'All services', icon: <SquaresFourIcon /> },
  { status: 'Healthy', title: 'Healthy services', icon: <CheckCircleIcon /> },
  { status: 'Degraded', title: 'Degraded services', icon: <WarningIcon /> },
  { status: 'Stopped', title: 'Stopped services', icon: <StopCircleIcon /> },
];

/** The Toolbars demo: top, bottom, left and right toolbars on one panel, the top one with an overflow menu. */
export function ToolbarsPanel() {
  const model = useLocalModel(() => new ToolbarsPanelModel());
  const { dangerMode, compact, showSideToolbars, environment, filter, status, denseRows, services } =
    useSnapshot(model);

  const tbar = (
    <Toolbar aria-label="Top toolbar" compact={compact} enableOverflowMenu>
      <Button
        intent="primary"
        icon={<RocketLaunchIcon />}
        text="Deploy"
        onClick={() => model.act('Deploying')}
      />
      <Button icon={<ArrowClockwiseIcon />} text="Restart" onClick={() => model.act('Restarting')} />
      <Button icon={<ArrowUpIcon />} text="Scale Up" onClick={() => model.act('Scaling up')} />
      <Button icon={<ArrowDownIcon />} text="Scale Down" onClick={() => model.act('Scaling down')} />
      <ToolbarSeparator />
      <Label htmlFor="toolbars-env">Environment</Label>
      <Select
        id="toolbars-env"
        value={environment}
        options={ENVIRONMENTS}
        enableFilter={false}
        width={140}
        onChange={(v) => model.setEnvironment(v)}
      />
      <TextInput
        aria-label="Filter services"
        value={filter}
        commitOnChange
        placeholder="Filter services..."
        leftIcon={<MagnifyingGlassIcon />}
        width={160}
        onChange={(v) => model.setFilter(v)}
      />
      <ToolbarSeparator />
      <Button minimal icon={<TextAlignLeftIcon />} text="Logs" onClick={() => toast('Log viewer opened.')} />
      <Button
        minimal
        icon={<ChartLineIcon />}
        text="Metrics"
        onClick={() => toast('Metrics dashboard opened.')}
      />
      <Button minimal icon={<DownloadSimpleIcon />} text="Export" onClick={() => model.exportCsv()} />
    </Toolbar>
  );

  const lbar = (
    <Toolbar aria-label="Status filter" compact={compact}>
      {STATUS_FILTERS.map((f) => (
        <Button
          key={f.title}
          minimal
          icon={f.icon}
          title={f.title}
          active={status === f.status}
          onClick={() => model.setStatus(f.status)}
        />
      ))}
    </Toolbar>
  );

  const rbar = (
    <Toolbar aria-label="View options" compact={compact}>
      <Button
        minimal
        icon={<ArrowClockwiseIcon />}
        title="Refresh"
        onClick={() => toast({ message: 'Service list refreshed.', intent: 'success' })}
      />
      <Button
        minimal
        icon={<RowsIcon />}
        title="Dense rows"
        active={denseRows}
        onClick={() => model.toggleDenseRows()}
      />
      <ToolbarSeparator />
      <Button
        minimal
        icon={<QuestionIcon />}
        title="Help"
        onClick={() =>
          toast('Filter by status on the left; act on the listed services from the top toolbar.')
        }
      />
    </Toolbar>
  );

  const bbar = (
    <Toolbar aria-label="Bottom toolbar" compact={compact}>
      <Switch label="Danger mode" value={dangerMode} onChange={(v) => model.setDangerMode(v)} />
      <Switch label="Compact" value={compact} onChange={(v) => model.setCompact(v)} />
      <ToolbarSeparator />
      <span className="tb-label" id="toolbars-side-label">
        Side toolbars
      </span>
      <div className="tb-demo-segmented" role="group" aria-labelledby="toolbars-side-label">
        <Button text="Show" active={showSideToolbars} onClick={() => model.setShowSideToolbars(true)} />
        <Button text="Hide" active={!showSideToolbars} onClick={() => model.setShowSideToolbars(false)} />
      </div>
      <Filler />
      <Button
        intent="danger"
        icon={<SkullIcon />}
        text="Terminate"
        disabled={!dangerMode}
        title={dangerMode ? undefined : 'Turn on Danger mode first'}
        onClick={() => model.terminate()}
      />
    </Toolbar>
  );

  return (
    <Panel
      title="Panels › Toolbars"
      icon={<TerminalWindowIcon />}
      width={760}
      height={520}
      className={`tb-demo-panels tb-demo-toolbars${dangerMode ? ' tb-demo-toolbars--danger' : ''}`}
      headerItems={dangerMode && <span className="tb-demo-toolbars__badge">Danger mode</span>}
      tbar={tbar}
      lbar={showSideToolbars && lbar}
      rbar={showSideToolbars && rbar}
      bbar={bbar}
    >
      <ServicesTable environment={environment} services={services} dense={denseRows} />
    </Panel>
  );
}

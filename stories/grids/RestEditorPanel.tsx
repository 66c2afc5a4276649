import { DatabaseIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Panel } from '@toolbox/kit/panel';
import { RestGrid } from '@toolbox/kit/rest';
import { RestEditorPanelModel } from './RestEditorPanelModel';

/** The REST Editor demo: the companies of rest/companyRest in a CRUD grid. */
export function RestEditorPanel() {
  const model = useLocalModel(() => new RestEditorPanelModel());
  const { loading } = useSnapshot(model.restGridModel);
  return (
    <Panel title="REST Editor" icon={<DatabaseIcon />} width="min(1100px, 100%)" height={600} mask={loading}>
      <RestGrid model={model.restGridModel} aria-label="Companies" />
    </Panel>
  );
}

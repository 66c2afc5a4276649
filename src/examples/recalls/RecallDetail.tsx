import { FirstAidKitIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Panel, Placeholder, type PanelModel } from '@toolbox/kit/panel';
import { classMeaning, ClassificationIcon } from './ClassificationIcon';
import type { RecallsModel } from './RecallsModel';

const FIELDS = [
  ['Recall #', 'id'],
  ['Status', 'status'],
  ['Recalling firm', 'recallingFirm'],
  ['City', 'city'],
  ['State', 'state'],
  ['Country', 'country'],
  ['Initiated', 'recallInitiationDate'],
  ['Reported', 'reportDate'],
  ['Voluntary / mandated', 'voluntaryMandated'],
  ['Quantity', 'productQuantity'],
  ['Distribution', 'distributionPattern'],
  ['Codes', 'codeInfo'],
] as const;

/**
 * The selected recall's details, below the list: a read-only form of its fields. It takes its PanelModel as
 * `model`, the prop by which SplitPanel sizes a pane, and the app's model as `app`.
 */
export function RecallDetail({ app, model }: { app: RecallsModel; model: PanelModel }) {
  const recall = useSnapshot(app).selected;
  return (
    <Panel title="Details" icon={<FirstAidKitIcon />} model={model} aria-label="Details">
      {!recall ? (
        <Placeholder icon={<FirstAidKitIcon />}>Select a recall to see its details.</Placeholder>
      ) : (
        <div className="tb-recall-detail">
          <div className="tb-recall-detail__head">
            <ClassificationIcon value={recall.classification} />
            <span className="tb-recall-detail__muted">{classMeaning(recall.classification)}</span>
          </div>
          <h3>{recall.productDescription}</h3>
          <p className="tb-recall-detail__reason">
            <strong>Reason: </strong>
            {recall.reasonForRecall}
          </p>
          <dl className="tb-recall-detail__fields">
            {FIELDS.map(([label, field]) => (
              <div key={field}>
                <dt>{label}</dt>
                <dd>{recall[field] || 'Not available'}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </Panel>
  );
}

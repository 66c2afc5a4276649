import { useSnapshot } from 'valtio';
import { DateInput, Label, NumberInput, Select, Switch, TextInput } from '@toolbox/kit/input';
import {
  LOCAL_DATE_MODES,
  type RelativeTimestampForm,
  type RelativeTimestampPanelModel,
} from './RelativeTimestampPanelModel';

type TextOption = 'futureSuffix' | 'pastSuffix' | 'equalString' | 'emptyResult' | 'prefix';

const TEXTS: { key: TextOption; label: string; placeholder: string }[] = [
  { key: 'futureSuffix', label: 'Future Suffix', placeholder: "'from now'" },
  { key: 'pastSuffix', label: 'Past Suffix', placeholder: "'ago'" },
  { key: 'equalString', label: 'Equal String', placeholder: "'just now'" },
  { key: 'emptyResult', label: 'Empty Result', placeholder: 'nothing shown' },
  { key: 'prefix', label: 'Prefix', placeholder: "e.g. 'Refreshed'" },
];

const fieldId = (key: keyof RelativeTimestampForm) => `tb-demo-relative-${key}`;

/** The options side panel of the Relative Timestamp demo: every RelativeTimestampOptions field. */
export function RelativeTimestampOptionsForm({ model }: { model: RelativeTimestampPanelModel }) {
  const form = useSnapshot(model).form;
  return (
    <div className="tb-demo-relative__options">
      <div className="tb-demo-relative__switches">
        <Switch label="Allow Future" value={form.allowFuture} onChange={(v) => model.set('allowFuture', v)} />
        <Switch label="Short" value={form.short} onChange={(v) => model.set('short', v)} />
      </div>
      {TEXTS.map(({ key, label, placeholder }) => (
        <div key={key} className="tb-demo-relative__option">
          <Label htmlFor={fieldId(key)}>{label}</Label>
          <TextInput
            id={fieldId(key)}
            value={form[key]}
            onChange={(v) => model.set(key, v)}
            commitOnChange
            placeholder={placeholder}
            width="100%"
          />
        </div>
      ))}
      <div className="tb-demo-relative__option">
        <Label htmlFor={fieldId('epsilon')}>Epsilon (seconds)</Label>
        <NumberInput
          id={fieldId('epsilon')}
          value={form.epsilon}
          onChange={(v) => model.set('epsilon', v ?? 0)}
          min={0}
          width="100%"
        />
      </div>
      <div className="tb-demo-relative__option">
        <Label htmlFor={fieldId('localDateMode')}>LocalDate Mode</Label>
        <Select
          id={fieldId('localDateMode')}
          value={form.localDateMode}
          onChange={(v) => model.set('localDateMode', v)}
          options={LOCAL_DATE_MODES}
          placeholder="24-hour days"
          enableClear
          enableFilter={false}
          width="100%"
        />
      </div>
      <div className="tb-demo-relative__option">
        <Label htmlFor={fieldId('relativeTo')}>Relative To</Label>
        <DateInput
          id={fieldId('relativeTo')}
          aria-label="Relative To"
          value={form.relativeTo}
          onChange={(d) => model.set('relativeTo', d)}
          timePrecision="minute"
          enableClear
          placeholder="Now"
          width="100%"
        />
      </div>
    </div>
  );
}

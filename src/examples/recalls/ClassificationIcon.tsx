import { InfoIcon, WarningIcon, WarningOctagonIcon } from '@phosphor-icons/react';
import type { RecallClass } from '../../api';

/**
 * FDA's recall classes, most serious first: Class I (a reasonable probability of serious harm or death),
 * Class II (temporary or reversible harm), Class III (unlikely to cause harm).
 */
const CLASSES: Record<RecallClass, { icon: typeof InfoIcon; tone: string; meaning: string }> = {
  'Class I': { icon: WarningOctagonIcon, tone: 'danger', meaning: 'may cause serious harm or death' },
  'Class II': { icon: WarningIcon, tone: 'warning', meaning: 'may cause temporary or reversible harm' },
  'Class III': { icon: InfoIcon, tone: 'primary', meaning: 'unlikely to cause harm' },
};

/** A recall's class as an icon in the class's colour with its name beside it. */
export function ClassificationIcon({ value }: { value: RecallClass }) {
  const { icon: Icon, tone, meaning } = CLASSES[value];
  return (
    <span className={`tb-recall-class tb-recall-class--${tone}`} title={`${value}: ${meaning}`}>
      <Icon weight="fill" aria-hidden="true" />
      {value}
    </span>
  );
}

export function classMeaning(value: RecallClass): string {
  return CLASSES[value].meaning;
}

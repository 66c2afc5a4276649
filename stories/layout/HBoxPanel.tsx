import { HBoxVBoxPanel } from './HBoxVBoxPanel';

/** The HBox demo: sample boxes laid out left to right, with live layout options. */
export function HBoxPanel() {
  return <HBoxVBoxPanel direction="row" />;
}

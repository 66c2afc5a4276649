import { HBoxVBoxPanel } from './HBoxVBoxPanel';

/** The VBox demo: sample boxes laid out top to bottom, with live layout options. */
export function VBoxPanel() {
  return <HBoxVBoxPanel direction="column" />;
}

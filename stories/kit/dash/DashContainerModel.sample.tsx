import { useLocalModel } from '@toolbox/kit/app';
import { DashContainer, DashContainerModel, type DashViewSpec } from '@toolbox/kit/dash';

const Notes = () => <p>Notes of the desk.</p>;

/** The views a user may add; the model holds the layout of those open, and saves it. */
const VIEWS: DashViewSpec[] = [{ id: 'notes', title: 'Notes', content: Notes }];

export function DeskDashboard() {
  const model = useLocalModel(
    () =>
      new DashContainerModel({
        viewSpecs: VIEWS,
        persistWith: { localStorageKey: 'desk-dashboard' },
      }),
  );
  return <DashContainer model={model} />;
}

import { useLocalModel } from '@toolbox/kit/app';
import { DashCanvas, DashCanvasModel, type DashViewSpec } from '@toolbox/kit/dash';

const Notes = () => <p>Notes of the desk.</p>;

const VIEWS: DashViewSpec[] = [{ id: 'notes', title: 'Notes', content: Notes, width: 4, height: 3 }];

/** Views placed on a grid of 12 columns; users drag and resize them unless the layout is locked. */
export function DeskCanvas() {
  const model = useLocalModel(
    () => new DashCanvasModel({ viewSpecs: VIEWS, initialState: [{ spec: 'notes' }], columns: 12 }),
  );
  return <DashCanvas model={model} />;
}

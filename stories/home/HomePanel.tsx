import { useLocalModel } from '@toolbox/kit/app';
import { DashContainer } from '@toolbox/kit/dash';
import { HomePanelModel } from './HomePanelModel';
import './Home.css';

/** The Home tab (SPEC §2.3): a dashboard of Welcome, About, Roadmap and Commits that visitors rearrange. */
export function HomePanel() {
  const model = useLocalModel(() => new HomePanelModel());
  return (
    <div className="tb-home">
      <DashContainer model={model.dash} aria-label="Home dashboard" />
    </div>
  );
}

import { mountExampleApp } from '../common/mountExampleApp';
import { RecallsApp } from './RecallsApp';

mountExampleApp(<RecallsApp session={undefined} />);

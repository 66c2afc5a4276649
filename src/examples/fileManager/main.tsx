import { mountExampleApp } from '../common/mountExampleApp';
import { FileManagerApp } from './FileManagerApp';

mountExampleApp(<FileManagerApp session={undefined} />);

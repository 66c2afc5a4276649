import { mountExampleApp } from '../common/mountExampleApp';
import { NewsApp } from './NewsApp';

mountExampleApp(<NewsApp session={undefined} />);

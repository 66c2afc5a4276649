import { mountExampleApp } from '../common/mountExampleApp';
import { TodoApp } from './TodoApp';

mountExampleApp(<TodoApp session={undefined} />);

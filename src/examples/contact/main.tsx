import { mountExampleApp } from '../common/mountExampleApp';
import { ContactApp } from './ContactApp';

mountExampleApp(<ContactApp session={undefined} />);

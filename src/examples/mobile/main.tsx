import { mountExampleApp } from '../common/mountExampleApp';
import { MobileApp } from './MobileApp';

mountExampleApp(<MobileApp />);

import { mountExampleApp } from '../common/mountExampleApp';
import { PortfolioApp } from './PortfolioApp';

mountExampleApp(<PortfolioApp session={undefined} />);

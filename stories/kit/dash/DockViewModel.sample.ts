import { DockContainerModel } from '@toolbox/kit/dash';

// A DockContainerModel makes a DockViewModel for each view it is given or `addView` adds.
const dock = new DockContainerModel();
export const ticket = dock.addView({ id: 'order', title: 'Order AAPL', content: 'Buy 200 AAPL.' });
ticket.toggleCollapsed();

import { TabContainerModel } from '@toolbox/kit/layout';

// A TabContainerModel makes a TabModel for each tab; change a tab through it (its badge, title, disabled).
const tabs = new TabContainerModel({ tabs: [{ id: 'alerts', title: 'Alerts', content: 'No alerts.' }] });
const alerts = tabs.findTab('alerts');
alerts?.setBadge('3');

// The scratch app of `npm run test:package` (scripts/test-kit-package.mjs), copied out of the repository and built
// there against the kit's packed tarball, as an app that installed it: the root entry, an area's entry, the
// factories' entry and the one stylesheet. What it shows is what the test checks in Chromium.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Form, FormField, FormModel, Panel, TextInput } from '@toolbox/kit';
import { vbox } from '@toolbox/kit/factory';
import { Grid, GridModel } from '@toolbox/kit/grid';
import '@toolbox/kit/styles.css';

interface Person {
  id: number;
  name: string;
  city: string;
}

const people = new GridModel<Person>({
  store: {},
  columns: [
    { field: 'name', header: 'Name', flex: 1 },
    { field: 'city', header: 'City', flex: 1 },
  ],
});
people.store.loadData([
  { id: 1, name: 'Ada Lovelace', city: 'London' },
  { id: 2, name: 'Grace Hopper', city: 'New York' },
  { id: 3, name: 'Edsger Dijkstra', city: 'Rotterdam' },
]);

const visitor = new FormModel<{ name: string }>({ fields: { name: { label: 'Your name', initial: '' } } });

function App() {
  const [greeting, setGreeting] = useState('');
  return (
    <Panel title="Kit package" height={480}>
      <Form model={visitor} fieldDefaults={{ commitOnChange: true }}>
        <FormField model={visitor} field="name">
          {(bind) => <TextInput {...bind} />}
        </FormField>
      </Form>
      <Button text="Greet" intent="primary" onClick={() => setGreeting(`Hello, ${visitor.values.name}!`)} />
      <p role="status">{greeting}</p>
      {vbox({ flex: 1, items: [<Grid key="people" model={people} aria-label="People" />] })}
    </Panel>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('No #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

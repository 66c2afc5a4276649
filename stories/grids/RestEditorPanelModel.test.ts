import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestEditorPanelModel } from './RestEditorPanelModel';

let model: RestEditorPanelModel | null = null;
afterEach(() => {
  model?.destroy();
  model = null;
  vi.restoreAllMocks();
});

/** The Add form filled with a valid company and the given JSON Config text. */
function addFormWithConfig(cfgText: string) {
  model = new RestEditorPanelModel();
  const rest = model.restGridModel;
  rest.addRecord();
  const form = rest.form?.model;
  if (!form) throw new Error('no form');
  form.setValues({
    name: 'Big Config Ltd',
    type: 'Public',
    employees: 5,
    earningsDate: '2026-05-01',
    cfg: cfgText,
  });
  return { rest, form };
}

describe('REST Editor form', () => {
  it("refuses a JSON Config over the contract's 16 kB on its field, without asking the server", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { rest, form } = addFormWithConfig(JSON.stringify({ blob: 'x'.repeat(17 * 1024) }));
    expect(await rest.saveForm()).toBe(false);
    expect(form.fieldErrors('cfg')).toEqual(['Config must be at most 16 kB as JSON (this is 17 kB).']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a JSON Config nested deeper than the contract allows', async () => {
    const { rest, form } = addFormWithConfig(`${'['.repeat(40)}${']'.repeat(40)}`);
    expect(await rest.saveForm()).toBe(false);
    expect(form.fieldErrors('cfg')).toEqual(['Config must nest at most 32 levels deep.']);
  });

  it('takes a JSON Config within the bounds', async () => {
    const { form } = addFormWithConfig('{"region": "EMEA", "tags": ["a", "b"]}');
    expect(await form.validate()).toBe(true);
    expect(form.fieldErrors('cfg')).toEqual([]);
  });
});

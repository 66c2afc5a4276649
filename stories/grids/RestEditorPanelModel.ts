import { proxy } from 'valtio';
import { companyApi, problemWith } from '../../src/api';
import { CompanyInputSchema, type Company, type CompanyInput } from '../../src/api/companies';
import { booleanCheckColumn, dateFormatter, numberCellFormatter } from '@toolbox/kit/grid';
import { RestGridModel, type RestAdapter, type RestEditorSpec, type RestFieldSpec } from '@toolbox/kit/rest';

/** Shown when there are no companies (SPEC §8). */
export const EMPTY_TEXT = 'No companies found - try adding one...';
/** Appended to the name of a clone (SPEC §7). */
export const CLONE_SUFFIX = '_CLONE';

/** The fields of a company (SPEC §3, §5): name, type, employees and earnings date are required. */
export const COMPANY_FIELDS: readonly RestFieldSpec[] = [
  { name: 'name', required: true },
  { name: 'type', required: true, lookupName: 'types' },
  { name: 'employees', type: 'int', displayName: 'Employees (#)', required: true },
  { name: 'isActive', type: 'bool', displayName: 'Active?', defaultValue: true },
  // The contract's own check of cfg (its size and nesting bounds): the form refuses what the server would.
  {
    name: 'cfg',
    type: 'json',
    displayName: 'JSON Config',
    validate: (value) => problemWith(CompanyInputSchema.shape.cfg, value),
  },
  { name: 'earningsDate', type: 'localDate', required: true },
  { name: 'note' },
  { name: 'lastUpdated', type: 'date', editable: false },
  { name: 'lastUpdatedBy', editable: false },
];

/** The form's fields, in order. */
const EDITORS: readonly RestEditorSpec[] = [
  { field: 'name' },
  { field: 'type' },
  { field: 'employees' },
  { field: 'isActive' },
  { field: 'cfg' },
  { field: 'earningsDate' },
  { field: 'note', input: 'textarea' },
  { field: 'lastUpdated' },
  { field: 'lastUpdatedBy' },
];

/**
 * rest/companyRest through the typed client. The form sends the editable fields, which the server checks with
 * the contract's schema (a 400 names the field); an update carries the lastUpdated the form opened with, so a
 * company changed meanwhile is refused (409).
 */
const companyAdapter: RestAdapter<Company> = {
  list: (signal) => companyApi.list(signal),
  lookups: (signal) => companyApi.lookups(signal),
  create: (values) => companyApi.create(values as CompanyInput),
  update: (id, values, loaded) =>
    companyApi.update(Number(id), { ...(values as CompanyInput), lastUpdated: loaded.lastUpdated }),
  delete: (id) => companyApi.delete(Number(id)),
};

/** State of the REST Editor demo: a RestGridModel over the companies of rest/companyRest. */
export class RestEditorPanelModel {
  readonly restGridModel: RestGridModel<Company>;

  constructor() {
    this.restGridModel = new RestGridModel<Company>({
      adapter: companyAdapter,
      fields: COMPANY_FIELDS,
      editors: EDITORS,
      unit: 'company',
      sortBy: 'name',
      filterFields: ['name', 'type', 'note'],
      emptyText: EMPTY_TEXT,
      exportFilename: 'companies.csv',
      prepareClone: (values) => ({ ...values, name: `${String(values.name ?? '')}${CLONE_SUFFIX}` }),
      columns: [
        { field: 'name', width: 220 },
        { field: 'type', width: 120 },
        {
          field: 'employees',
          header: 'Employees (#)',
          width: 130,
          align: 'right',
          formatter: numberCellFormatter(),
        },
        { field: 'isActive', header: 'Active?', width: 90, ...booleanCheckColumn },
        { field: 'earningsDate', header: 'Earnings Date', width: 130, formatter: dateFormatter() },
        { field: 'note', flex: 1, minWidth: 200, tooltip: true },
      ],
    });
    return proxy(this);
  }

  load(): Promise<void> {
    return this.restGridModel.load();
  }

  destroy(): void {
    this.restGridModel.destroy();
  }
}

import { companyApi } from '../../../src/api';
import type { Company, CompanyInput } from '../../../src/api/companies';
import { dateFormatter } from '@toolbox/kit/grid';
import { RestGridModel, type RestAdapter, type RestEditorSpec, type RestFieldSpec } from '@toolbox/kit/rest';

/**
 * What the Kit REST stories put in the mock's companies (mocks/handlers/companyRest, answered by MSW): four
 * companies, so every row shows and the plays' names are the story's own.
 */
export const SAMPLE_COMPANIES: readonly Company[] = [
  {
    id: 1,
    name: 'Atlas Freight',
    type: 'Public',
    employees: 1200,
    isActive: true,
    cfg: null,
    earningsDate: '2025-07-24',
    note: 'Quarterly review due',
    lastUpdated: '2025-06-30T12:00:00.000Z',
    lastUpdatedBy: 'admin',
  },
  {
    id: 2,
    name: 'Beacon Labs',
    type: 'Private',
    employees: 85,
    isActive: true,
    cfg: null,
    earningsDate: '2025-08-12',
    note: null,
    lastUpdated: '2025-06-30T12:00:00.000Z',
    lastUpdatedBy: 'admin',
  },
  {
    id: 3,
    name: 'Cobalt Partners',
    type: 'Partnership',
    employees: 40,
    isActive: false,
    cfg: null,
    earningsDate: '2025-09-02',
    note: null,
    lastUpdated: '2025-06-30T12:00:00.000Z',
    lastUpdatedBy: 'admin',
  },
  {
    id: 4,
    name: 'Summit Health',
    type: 'Non-Profit',
    employees: 310,
    isActive: true,
    cfg: null,
    earningsDate: '2025-10-15',
    note: null,
    lastUpdated: '2025-06-30T12:00:00.000Z',
    lastUpdatedBy: 'admin',
  },
];

const FIELDS: readonly RestFieldSpec[] = [
  { name: 'name', required: true },
  { name: 'type', required: true, lookupName: 'types' },
  { name: 'employees', type: 'int', required: true },
  { name: 'isActive', type: 'bool', displayName: 'Active?', defaultValue: true },
  { name: 'earningsDate', type: 'localDate', required: true },
  { name: 'note' },
  { name: 'lastUpdatedBy', editable: false },
];

const EDITORS: readonly RestEditorSpec[] = [
  { field: 'name' },
  { field: 'type' },
  { field: 'employees' },
  { field: 'isActive' },
  { field: 'earningsDate' },
  { field: 'note', input: 'textarea' },
  { field: 'lastUpdatedBy' },
];

/** rest/companyRest through the app's typed client; the config, not edited here, is kept as it was. */
const adapter: RestAdapter<Company> = {
  list: (signal) => companyApi.list(signal),
  lookups: (signal) => companyApi.lookups(signal),
  create: (values) => companyApi.create({ cfg: null, ...values } as CompanyInput),
  update: (id, values, loaded) =>
    companyApi.update(Number(id), {
      cfg: loaded.cfg,
      ...(values as Omit<CompanyInput, 'cfg'>),
      lastUpdated: loaded.lastUpdated,
    }),
  delete: (id) => companyApi.delete(Number(id)),
};

/** A RestGridModel over the mock's companies, named `unit` in its titles and messages. */
export function sampleRestGridModel(
  unit = 'company',
  emptyText = 'No companies yet.',
): RestGridModel<Company> {
  return new RestGridModel<Company>({
    adapter,
    fields: FIELDS,
    editors: EDITORS,
    unit,
    sortBy: 'name',
    emptyText,
    columns: [
      { field: 'name', width: 180 },
      { field: 'type', width: 120 },
      { field: 'employees', header: 'Employees', width: 110, align: 'right' },
      { field: 'earningsDate', header: 'Earnings', width: 120, formatter: dateFormatter('d MMM yyyy') },
      { field: 'note', flex: 1 },
    ],
  });
}

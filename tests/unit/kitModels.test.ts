// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatModelReport,
  isModelDocumented,
  modelReport,
  readModelPage,
  readModelPages,
  type ModelReport,
} from '../../scripts/kitModelPages';
import { documentedDefault, readKitModels, type KitModel } from '../../scripts/kitModels';

const model = (name: string, area: string, config: [string, string][], loadDescription = ''): KitModel => ({
  name,
  area,
  file: `packages/kit/src/${area}/${name}.ts`,
  typeParameters: '',
  abstract: false,
  description: `The ${name}.`,
  constructorSignature: 'config: Config',
  configType: 'Config',
  config: config.map(([n, description]) => ({
    name: n,
    type: 'string',
    required: false,
    defaultValue: null,
    description,
  })),
  members: [
    {
      name: 'load',
      kind: 'method',
      signature: '(): void',
      readonly: true,
      description: loadDescription,
      inheritedFrom: null,
      describedByConfig: false,
    },
  ],
});

const page = (file: string, title: string, name: string, tables = true) =>
  readModelPage(
    file,
    `<Meta title="${title}" />\n<ModelSummary name="${name}" />\n` +
      (tables ? `<ModelConfigTable name="${name}" />\n<ModelMembersTables name="${name}" />\n` : ''),
  );

describe('documentedDefault', () => {
  it("reads the default a property's TSDoc gives, to the end of its clause", () => {
    expect(documentedDefault("Where the switcher sits (default 'top'); 'none' to hide it.")).toBe("'top'");
    expect(documentedDefault("Default 'single'.")).toBe("'single'");
    expect(documentedDefault("Row height; default the grid's (30 in standard mode).")).toBe(
      "the grid's (30 in standard mode)",
    );
    expect(documentedDefault('Digits of a PIN (default 4).')).toBe('4');
    expect(documentedDefault('The first enabled tab by default.')).toBeNull();
  });
});

describe('modelReport', () => {
  it('finds what a model lacks: a page, its title and tables, descriptions of config and members', () => {
    const report = modelReport(
      [
        model('PinPadModel', 'pinpad', [['pinLength', 'Digits.']], 'Loads the pad.'),
        model('GridModel', 'grid', [['store', '']]),
        model('TabModel', 'layout', []),
        model('ChartModel', 'chart', []),
      ],
      [
        page('stories/kit/pinpad/PinPadModel.mdx', 'Kit/Pinpad/PinPadModel', 'PinPadModel'),
        page('stories/kit/grid/GridModel.mdx', 'Kit/Grid/GridModel', 'GridModel'),
        page('stories/kit/layout/TabModel.mdx', 'Kit/Tabs/TabModel', 'TabModel', false),
        page('stories/kit/old/OldModel.mdx', 'Kit/Old/OldModel', 'OldModel'),
      ],
    );
    expect(report.models.map((g) => [g.name, isModelDocumented(g)])).toEqual([
      ['PinPadModel', true],
      ['GridModel', false],
      ['TabModel', false],
      ['ChartModel', false],
    ]);
    expect(report.unknown).toEqual([{ file: 'stories/kit/old/OldModel.mdx', name: 'OldModel' }]);
    expect(formatModelReport(report).split('\n').slice(0, 4)).toEqual([
      'kit models: 1/4',
      '  grid/GridModel: config without a description: store; members without a description: load',
      '  layout/TabModel: page titled Kit/Tabs/TabModel; page without its tables; members without a description: load',
      '  chart/ChartModel: no Kit page; members without a description: load',
    ]);
  });
});

describe('the kit models (stories/kit/**/<Model>.mdx)', () => {
  let report: ModelReport;
  beforeAll(() => {
    // Like the catalog's test, a TypeScript program over the whole kit: some 15 s of CPU, more on a busy machine.
    report = modelReport(readKitModels(process.cwd()), readModelPages(process.cwd()));
    console.log(formatModelReport(report));
  }, 240_000);

  it('reads the models the kit exports, the grid, the store and the form among them', () => {
    expect(report.models.map((m) => m.name)).toEqual(
      expect.arrayContaining(['GridModel', 'Store', 'FormModel']),
    );
  });

  it('gives every model a Kit page, titled Kit/<Area>/<Model>, with its config and members tables', () => {
    const gaps = report.models.filter((g) => g.page == null || g.wrongTitle != null || g.noTables);
    expect(gaps).toEqual([]);
  });

  it('describes every property of every model config', () => {
    const undescribed = report.models.filter((g) => g.undescribedConfig.length > 0);
    expect(undescribed.map((g) => `${g.name}: ${g.undescribedConfig.join(', ')}`)).toEqual([]);
  });

  it('describes every public property and method of every model', () => {
    const undescribed = report.models.filter((g) => g.undescribedMembers.length > 0);
    expect(undescribed.map((g) => `${g.name}: ${g.undescribedMembers.join(', ')}`)).toEqual([]);
  });

  it('has no model page naming a model the kit does not export', () => {
    expect(report.unknown).toEqual([]);
  });
});

export {
  elementFactory,
  elementFromConfig,
  type ElementFactory,
  type FactoryConfig,
  type FactoryOptions,
  type ConfigFactory,
  type OptionalConfigFactory,
  type ChildrenFactory,
} from './elementFactory';
export * from './domFactories';
export { box, hbox, vbox, tabContainer, tileFrame } from './layoutFactories';
export { panel, toolbar, toolbarSeparator, filler, splitPanel, placeholder, mask } from './panelFactories';
export { button, buttonGroupInput } from './buttonFactories';
export { icon } from './iconFactories';
export {
  label,
  textInput,
  textArea,
  numberInput,
  checkbox,
  switchInput,
  dateInput,
  slider,
  select,
  radioInput,
} from './inputFactories';
export { form, formField } from './formFactories';
export { grid, dataView } from './gridFactories';

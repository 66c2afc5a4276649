export { Inspector, type InspectorProps } from './Inspector';
export { InspectorHost } from './InspectorHost';
export { inspectorModel } from './inspectorModel';
export {
  registerModel,
  unregisterModel,
  registeredModels,
  modelRegistry,
  type ModelEntry,
} from './modelRegistry';
export { useRegisteredModel } from './useRegisteredModel';
export { StateTree, type StateTreeProps } from './StateTree';
export { describeValue, type ValueView, type LeafType } from './describeValue';

// The dashboard demos' play helpers, shared with other tabs from stories/common.
export { expectToast } from '../common/expectToast';
export { renderFresh, saved } from '../common/renderFresh';

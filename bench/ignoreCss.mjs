// Benches run kit modules in Node, where a component's `import './X.css'` has no meaning: those imports load as
// empty modules (a bundler gives the page its CSS). Registered after tsx, so its hook sees a .css URL first.
import { register } from 'node:module';

register('./ignoreCssHooks.mjs', import.meta.url);

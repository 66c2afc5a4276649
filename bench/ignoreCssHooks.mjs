// The module hook of ignoreCss.mjs: a .css file loads as an empty module.
export async function load(url, context, next) {
  if (new URL(url).pathname.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}

import { elementFactory } from './elementFactory';

// Factories of the DOM's common elements: `div({ className: 'x', items: [...] })` or `div(a, b)`. A form and a
// label are the kit's (formFactories, inputFactories); `/* @__PURE__ */` lets a bundler drop the unused ones.

export const a = /* @__PURE__ */ elementFactory('a');
export const br = /* @__PURE__ */ elementFactory('br');
export const code = /* @__PURE__ */ elementFactory('code');
export const div = /* @__PURE__ */ elementFactory('div');
export const em = /* @__PURE__ */ elementFactory('em');
export const h1 = /* @__PURE__ */ elementFactory('h1');
export const h2 = /* @__PURE__ */ elementFactory('h2');
export const h3 = /* @__PURE__ */ elementFactory('h3');
export const h4 = /* @__PURE__ */ elementFactory('h4');
export const hr = /* @__PURE__ */ elementFactory('hr');
export const img = /* @__PURE__ */ elementFactory('img');
export const li = /* @__PURE__ */ elementFactory('li');
export const ol = /* @__PURE__ */ elementFactory('ol');
export const p = /* @__PURE__ */ elementFactory('p');
export const pre = /* @__PURE__ */ elementFactory('pre');
export const section = /* @__PURE__ */ elementFactory('section');
export const span = /* @__PURE__ */ elementFactory('span');
export const strong = /* @__PURE__ */ elementFactory('strong');
export const table = /* @__PURE__ */ elementFactory('table');
export const tbody = /* @__PURE__ */ elementFactory('tbody');
export const td = /* @__PURE__ */ elementFactory('td');
export const th = /* @__PURE__ */ elementFactory('th');
export const thead = /* @__PURE__ */ elementFactory('thead');
export const tr = /* @__PURE__ */ elementFactory('tr');
export const ul = /* @__PURE__ */ elementFactory('ul');

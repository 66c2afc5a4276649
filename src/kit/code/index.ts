export { CodeBlock, type CodeBlockProps } from './CodeBlock';
export { highlightCode } from './lazyHighlight';
export type { CodeLanguage } from './highlight';

export { CodeBlock, type CodeBlockProps } from './CodeBlock';
export { highlightCode, highlightSource } from './lazyHighlight';
export type { CodeLanguage } from './highlight';

export { CodeBlock, type CodeBlockProps } from './CodeBlock';
export { CopyButton, type CopyButtonProps } from './CopyButton';
export { highlightCode, highlightSource } from './lazyHighlight';
export type { CodeLanguage } from './highlight';

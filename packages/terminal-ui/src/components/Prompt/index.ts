export { Prompt } from './Prompt';
export type { PromptProps } from './Prompt';

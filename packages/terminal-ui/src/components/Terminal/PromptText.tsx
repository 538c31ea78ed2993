import { Prompt } from '../Prompt';
import styles from './Terminal.module.css';

const SHELL_PROMPT = /^([^@\s]+)@([^:\s]+):(.*)\$$/;

/** A prompt string: coloured like `Prompt` when it reads `user@host:path$`, plain otherwise. */
export function PromptText({ prompt }: { prompt: string }) {
  const match = SHELL_PROMPT.exec(prompt);
  if (match) {
    const [, user = '', host = '', path = ''] = match;
    return <Prompt user={user} host={host} path={path} />;
  }
  return <span className={styles.plainPrompt}>{prompt}</span>;
}

export interface Verdict {
  readonly check: string;
  readonly target: string;
  readonly actual: string;
  readonly pass: boolean;
}

export const verdict = (check: string, target: string, actual: string, pass: boolean): Verdict => ({ check, target, actual, pass });

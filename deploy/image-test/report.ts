import { log } from './log.ts';

export interface Check {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

/** The checks of one run, printed as they come and summed up at the end. */
export class Report {
  readonly checks: Check[] = [];
  readonly facts: string[] = [];

  check(name: string, ok: boolean, detail = ''): boolean {
    this.checks.push({ name, ok, detail });
    log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
    return ok;
  }

  /** A measurement worth keeping (a size, a time), printed in the summary. */
  fact(text: string): void {
    this.facts.push(text);
    log(text);
  }

  get failed(): number {
    return this.checks.filter((check) => !check.ok).length;
  }

  /** The closing lines: facts, failures, and `N passed, N failed`. */
  summary(): string {
    const lines = ['', 'image test:', ...this.facts.map((fact) => `  ${fact}`)];
    for (const check of this.checks.filter((item) => !item.ok)) lines.push(`  FAILED ${check.name}: ${check.detail}`);
    lines.push(`${this.checks.length - this.failed} passed, ${this.failed} failed`);
    return lines.join('\n');
  }
}

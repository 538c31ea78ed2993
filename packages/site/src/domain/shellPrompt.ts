let serverHost = 'localhost';

/** The server's render: the host name the request named (the browser reads its own address). */
export function assumeHost(host: string): void {
  serverHost = host;
}

/** The host shown in prompts: the page's own host name, `localhost` when there is none. */
export function currentHost(): string {
  return typeof window === 'undefined' ? serverHost : window.location.hostname || 'localhost';
}

/** A shell prompt, `portfolio@{host}:{path}$`, as the terminal screens echo it. */
export function shellPrompt(path: string, host: string = currentHost()): string {
  return `portfolio@${host}:${path}$`;
}

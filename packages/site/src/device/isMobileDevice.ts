import { MOBILE_MAX_WIDTH, PHONE_USER_AGENT } from '@portfolio/contracts/pageData';

export { MOBILE_MAX_WIDTH };

export interface DeviceFacts {
  readonly userAgent: string;
  readonly width: number;
}

/**
 * The one rule every screen uses: a phone user agent, or a viewport up to 768 px wide, gets the
 * phone layout. The spec's other reading (touch plus width) is not used: a narrow desktop window
 * without touch would otherwise get a terminal too cramped to read. The about page uses the same
 * rule, since the spec leaves its own rule unstated. The server decides from the user agent alone
 * (and `Sec-CH-UA-Mobile`); the browser corrects it by width as it hydrates.
 */
export function isMobileDevice({ userAgent, width }: DeviceFacts): boolean {
  return PHONE_USER_AGENT.test(userAgent) || width <= MOBILE_MAX_WIDTH;
}

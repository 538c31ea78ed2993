/** Spec §9: phones and narrow screens get the menu instead of the terminal. */
export const MOBILE_MAX_WIDTH = 768;

const PHONE_USER_AGENT = /Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|webOS|Mobile Safari/i;

export interface DeviceFacts {
  readonly userAgent: string;
  readonly width: number;
}

/**
 * The one rule every screen uses (spec §2 "Device check", first reading): a phone user agent, or a
 * viewport up to 768 px wide. The spec's second reading (touch plus width) is not used: a narrow
 * desktop window without touch would otherwise get a terminal too cramped to read. The about page
 * uses the same rule, since the spec leaves its own rule unstated.
 */
export function isMobileDevice({ userAgent, width }: DeviceFacts): boolean {
  return PHONE_USER_AGENT.test(userAgent) || width <= MOBILE_MAX_WIDTH;
}

import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Where "back" leads when this page is the first one of the visit (a deep link, a new tab). */
export const BACK_FALLBACK = '/writing';

/**
 * One step back in history (`navigate(-1)`). React Router marks the first entry of a visit with
 * the key `default`: there is no step back inside the site then, so it goes to /writing instead
 * of leaving the site (or doing nothing).
 */
export function useGoBack(fallback: string = BACK_FALLBACK): { canGoBack: boolean; goBack: () => void } {
  const navigate = useNavigate();
  const canGoBack = useLocation().key !== 'default';
  const goBack = useCallback(() => {
    if (canGoBack) void navigate(-1);
    else void navigate(fallback);
  }, [canGoBack, fallback, navigate]);
  return { canGoBack, goBack };
}

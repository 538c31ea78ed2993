import { useCallback } from 'react';
import { useCanGoBack, useNavigate } from '../../routing';

/** Where "back" leads when this page is the first one of the visit (a deep link, a new tab). */
export const BACK_FALLBACK = '/writing';

/**
 * One step back in history (`navigate(-1)`). On the first page of a visit there is no step back
 * inside the site, so it goes to /writing instead of leaving the site (or doing nothing).
 */
export function useGoBack(fallback: string = BACK_FALLBACK): { canGoBack: boolean; goBack: () => void } {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const goBack = useCallback(() => {
    if (canGoBack) navigate(-1);
    else navigate(fallback);
  }, [canGoBack, fallback, navigate]);
  return { canGoBack, goBack };
}

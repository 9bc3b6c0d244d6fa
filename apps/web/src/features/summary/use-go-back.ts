import { useLocation, useNavigate } from 'react-router';
import { readPreviousUrl } from '@/lib/visited-urls';

/**
 * The summary page's back arrow (PRODUCT.md §2, Variant B): browser history back
 * when this visit came from another screen of the app, else the stored previous
 * address, else /home.
 */
export function useGoBack(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return () => {
    // React Router gives the first entry of a visit the key "default": there is nothing of ours behind it.
    if (location.key !== 'default') {
      void navigate(-1);
      return;
    }
    const previous = readPreviousUrl();
    const here = location.pathname + location.search;
    void navigate(previous && previous !== here ? previous : '/home');
  };
}

import { useEffect, useState } from 'react';

/**
 * Which of the page's sections the reader is in: the one crossing a band just
 * below the sticky navigation. Null until one is known, or without IntersectionObserver.
 */
export function useActiveSection(elementIds: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = elementIds.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entering = entries.find((entry) => entry.isIntersecting);
        if (entering) setActive(entering.target.id);
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const id of key.split(' ')) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return active;
}

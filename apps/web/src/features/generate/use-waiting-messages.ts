import { LOADING_FIRST_MESSAGE_MS, LOADING_SECOND_MESSAGE_MS, summaryPageMessages } from '@podbite/contract';
import { useEffect, useState } from 'react';

/** The reassurances of a long wait: the first after 10 s, the second 1 s later (spec "Loading page"). */
export function useWaitingMessages(): string[] {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const first = setTimeout(() => setShown(1), LOADING_FIRST_MESSAGE_MS);
    const second = setTimeout(() => setShown(2), LOADING_SECOND_MESSAGE_MS);
    return () => {
      clearTimeout(first);
      clearTimeout(second);
    };
  }, []);
  return [summaryPageMessages.generatingFirst, summaryPageMessages.generatingSecond].slice(0, shown);
}

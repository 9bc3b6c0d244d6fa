import type { Summary } from '@podbite/contract';
import type { ReactNode } from 'react';

/**
 * The header's place for the audio player or its spinner (PRODUCT.md §2). The
 * player is another feature, so the app passes it in (src/app/router.tsx).
 */
export type RenderSummaryAudio = (summary: Summary) => ReactNode;

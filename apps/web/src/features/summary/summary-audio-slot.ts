import type { Bite, Summary } from '@podbite/contract';
import type { ReactNode } from 'react';

/**
 * The header's place for the audio player or its spinner (PRODUCT.md §2). The
 * player is another feature, so the app passes it in (src/app/router.tsx).
 */
export type RenderSummaryAudio = (summary: Summary) => ReactNode;

/** The header's actions beside Copy link (the library's save control and Markdown download). */
export type RenderSummaryActions = (summary: Summary) => ReactNode;

/** A bite card's action (the library's save heart). */
export type RenderBiteAction = (bite: Bite, summary: Summary) => ReactNode;

/** The places of a summary that other features fill, passed in by the app. */
export interface SummarySlots {
  renderAudio?: RenderSummaryAudio | undefined;
  renderActions?: RenderSummaryActions | undefined;
  renderBiteAction?: RenderBiteAction | undefined;
}

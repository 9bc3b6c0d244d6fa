export { buildPod } from './build-pod';
export { formatTimestamp } from './format-timestamp';
export { biteTypeOrder } from './pod';
export type { Bite, BiteType, Chapter, Pod, PodMetadata, Promotion, PromotionKind, Topic } from './pod';
export { buildGroundingIndex, type GroundingIndex } from './grounding/grounding-index';
export { locateText, type Location, type LocateOptions } from './grounding/locate-text';
export { groundBites, type DraftBite } from './grounding/ground-bites';
export { estimateReadTime } from './estimate-read-time';

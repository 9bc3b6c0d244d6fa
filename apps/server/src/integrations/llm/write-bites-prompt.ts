import type { PodMetadata } from 'podbite';
import type { ChatMessage } from './request-chat-completion';
import type { TranscriptChunk } from './chunk-transcript';

const instructions = `You turn podcast and video transcripts into "bites" for busy listeners.
Answer with one JSON object and nothing else:
{"bites": [{"type": "overview" | "keyTakeaway" | "actionItem" | "quote", "text": "...", "details": ["...", "..."], "timestamp": "m:ss"}]}
Rules:
- overview: what this part of the episode is about (1 or 2 bites).
- keyTakeaway: the most important points (2 to 4 bites).
- actionItem: only where a speaker recommends doing something (0 to 2 bites).
- quote: memorable lines copied word for word from the transcript (1 or 2 bites).
- text: one or two sentences, using the speakers' own words wherever you can.
- details: 2 to 4 sentences from around the bite that expand it.
- timestamp: the [m:ss] of the transcript line where it is said. Never invent a time.
- Leave out sponsor reads and self-promotion.`;

export function writeBitesPrompt(
  chunk: TranscriptChunk,
  part: number,
  parts: number,
  metadata: PodMetadata,
): ChatMessage[] {
  const about = [metadata.title && `Title: ${metadata.title}`, metadata.creator && `By: ${metadata.creator}`]
    .filter(Boolean)
    .join('\n');
  return [
    { role: 'system', content: instructions },
    {
      role: 'user',
      content: `${about ? `${about}\n` : ''}Transcript, part ${part} of ${parts}:\n${chunk.text}`,
    },
  ];
}

/** One word as a recognizer reports it, before it is grouped into transcript segments. */
export interface RecognizedWord {
  text: string;
  startSeconds: number;
  endSeconds: number;
}

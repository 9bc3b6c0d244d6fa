import type { GenerationStatus } from '@podbite/contract';

/**
 * A stand-in for the browser's EventSource in component tests (jsdom has none):
 * the test plays the server's part, sending named events or breaking the stream.
 */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('No EventSource was opened');
    return source;
  }

  readonly url: string;
  closed = false;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.closed = true;
  }

  /** Sends one server event, as the server writes it: `event: name`, `data: JSON`. */
  send(name: 'progress' | 'done' | 'failed', status: GenerationStatus): void {
    if (this.closed) throw new Error('The page closed this stream already');
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(status) }));
  }

  /** What the browser reports when the stream breaks or the server refuses it. */
  fail(): void {
    this.dispatchEvent(new Event('error'));
  }
}

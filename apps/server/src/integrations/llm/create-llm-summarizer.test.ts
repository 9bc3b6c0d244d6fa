import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Transcript, TranscriptSegment } from '@podbite/transcript';
import { buildPod } from 'podbite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmSummarizer } from './create-llm-summarizer';
import type { LlmError } from './llm-error';

const lines = [
  'Welcome to the show, today we talk about testing Python code.',
  'Fixtures let you share setup code between many tests without copying it.',
  'Parametrize runs the same test with different inputs and reports each case.',
  'That keeps the whole test suite small and readable for the next person.',
  'Property based testing finds the edge cases you never thought of.',
  'Hypothesis is the library to use for that in Python.',
  'It shrinks every failing example down to the smallest one that still fails.',
  'Honestly, testing is the best investment a team can make.',
  'This episode is brought to you by Sentry, check them out at pythonbytes.fm/sentry.',
  'Now back to the show.',
  'Coverage tells you which lines ran, not whether they were checked.',
  'I recommend you measure branch coverage, not just line coverage.',
  'Mutation testing goes further and changes your code to see if a test notices.',
  'Mutmut is a mutation testing tool that works with pytest.',
  'It is slow on big projects, so run it on the modules that matter most.',
  'Flaky tests destroy trust in the whole suite faster than anything else.',
  'You should quarantine a flaky test the day you see it fail.',
  'Then fix the cause, which is usually time, randomness or shared state.',
  'Freezegun pins the clock so tests about dates stop failing at midnight.',
  'That is all for this week, thanks for listening.',
];

function makeTranscript(repeat = 1): Transcript {
  const segments: TranscriptSegment[] = [];
  let time = 0;
  for (let r = 0; r < repeat; r++) {
    for (const text of lines) {
      const duration = text.split(' ').length / 2.5;
      segments.push({ startSeconds: time, endSeconds: time + duration, text });
      time += duration + 0.5;
    }
  }
  return { segments };
}

type Behaviour = (request: IncomingMessage, body: string, response: ServerResponse) => void;
let behaviour: Behaviour;
const requests: Array<{
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  url: string | undefined;
}> = [];
let server: Server;
let url: string;

function answer(content: string): Behaviour {
  return (_request, _body, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'x',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content } }],
      }),
    );
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({
        headers: request.headers,
        body: JSON.parse(body) as Record<string, unknown>,
        url: request.url,
      });
      behaviour(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests.length = 0;
});

function summarizer(extra: { timeoutMs?: number; url?: string } = {}) {
  const failures: LlmError[] = [];
  const llm = createLlmSummarizer({
    url: extra.url ?? url,
    model: 'test-model',
    apiKey: 'secret-key',
    timeoutMs: extra.timeoutMs ?? 5_000,
    onFallback: (error) => failures.push(error),
  });
  return { llm, failures };
}

const goodBites = {
  bites: [
    {
      type: 'overview',
      text: 'The episode is about testing Python code: fixtures, parametrize and property based testing.',
      timestamp: '0:00',
    },
    {
      type: 'overview',
      text: 'Coverage, mutation testing and flaky tests are covered too.',
      timestamp: '0:50',
    },
    {
      type: 'keyTakeaway',
      text: 'Property based testing finds the edge cases you never thought of.',
      timestamp: '9:59',
    },
    {
      type: 'keyTakeaway',
      text: 'Hypothesis shrinks every failing example to the smallest one that still fails.',
      timestamp: '0:25',
    },
    {
      type: 'keyTakeaway',
      text: 'Coverage tells you which lines ran, not whether they were checked.',
      timestamp: '0:45',
    },
    {
      type: 'keyTakeaway',
      text: 'Flaky tests destroy trust in the whole suite faster than anything else.',
      timestamp: '1:05',
    },
    {
      type: 'keyTakeaway',
      text: 'Rust traits make generic code faster than C++ templates.',
      timestamp: '0:30',
    },
    {
      type: 'actionItem',
      text: 'You should quarantine a flaky test the day you see it fail.',
      timestamp: '1:10',
    },
    { type: 'quote', text: 'Honestly, testing is the best investment a team can make.', timestamp: '0:33' },
    { type: 'quote', text: 'Tests are love letters to your future self.', timestamp: '0:40' },
    {
      type: 'keyTakeaway',
      text: 'Sentry tells you about errors before your users do, at pythonbytes.fm/sentry.',
      timestamp: '0:36',
    },
  ],
};

describe('createLlmSummarizer against a local OpenAI-compatible endpoint', () => {
  it('asks the chat endpoint for JSON bites, with the model and the key', async () => {
    behaviour = answer(JSON.stringify(goodBites));
    await summarizer().llm.summarize(makeTranscript(), { title: 'Testing' });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/v1/chat/completions');
    expect(requests[0]!.headers.authorization).toBe('Bearer secret-key');
    expect(requests[0]!.body).toMatchObject({
      model: 'test-model',
      response_format: { type: 'json_object' },
    });
    const messages = requests[0]!.body.messages as Array<{ role: string; content: string }>;
    expect(messages[1]!.content).toContain('[0:00] Welcome to the show');
  });

  it('keeps grounded bites at the time they are said and drops invented ones', async () => {
    behaviour = answer(`\`\`\`json\n${JSON.stringify(goodBites)}\n\`\`\``);
    const transcript = makeTranscript();
    const { llm, failures } = summarizer();
    const pod = await llm.summarize(transcript);
    expect(failures).toEqual([]);
    const texts = pod.bites.map((bite) => bite.text);
    expect(texts).toContain('Property based testing finds the edge cases you never thought of.');
    expect(texts).not.toContain('Rust traits make generic code faster than C++ templates.');
    expect(texts).not.toContain('Tests are love letters to your future self.');
    // Not inside the sponsor read, even though the model offered it.
    expect(texts.some((text) => text.includes('Sentry'))).toBe(false);
    // Re-anchored: the model said 9:59; the line is the fifth of the transcript.
    const anchored = pod.bites.find((bite) => bite.text.startsWith('Property based testing'))!;
    expect(anchored.startSeconds).toBeCloseTo(transcript.segments[4]!.startSeconds, 0);
    expect(anchored.timestamp).toBe(`0:${String(Math.floor(anchored.startSeconds)).padStart(2, '0')}`);
    const quotes = pod.bites.filter((bite) => bite.type === 'quote');
    expect(quotes.map((quote) => quote.text)).toContain(
      'Honestly, testing is the best investment a team can make.',
    );
    // The top-up from the built-in engine skips its quotes within 5 s of the model's bites; on this
    // one-minute transcript the built-in engine (v2: self-contained quotes only) has none further off.
    expect(quotes.length).toBeGreaterThanOrEqual(1);
    for (const bite of pod.bites) expect(bite.details.length).toBeGreaterThanOrEqual(2);
    const order = pod.bites.map((bite) =>
      ['overview', 'keyTakeaway', 'actionItem', 'quote'].indexOf(bite.type),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(pod.topics).toEqual(buildPod(transcript).topics);
  });

  it('sends a long transcript in several chunks', async () => {
    behaviour = answer(JSON.stringify(goodBites));
    await summarizer().llm.summarize(makeTranscript(60));
    expect(requests.length).toBeGreaterThan(1);
  });

  it.each([
    ['invalid JSON', answer('Here are your bites: {bites: [oops'), 'invalid-response'],
    [
      'JSON of the wrong shape',
      answer(JSON.stringify({ summary: 'A show about tests.' })),
      'schema-mismatch',
    ],
    [
      'only ungrounded bites',
      answer(
        JSON.stringify({
          bites: [
            { type: 'keyTakeaway', text: 'Kubernetes autoscaling needs careful budgets.' },
            { type: 'quote', text: 'Ship it on Friday.' },
          ],
        }),
      ),
      'ungrounded',
    ],
    [
      'an HTTP 500',
      ((_request, _body, response) => {
        response.writeHead(500);
        response.end('boom');
      }) as Behaviour,
      'service-failed',
    ],
  ])('falls back to the built-in engine on %s', async (_name, serverBehaviour, code) => {
    behaviour = serverBehaviour;
    const transcript = makeTranscript();
    const { llm, failures } = summarizer();
    expect(await llm.summarize(transcript)).toEqual(buildPod(transcript));
    expect(failures.map((failure) => failure.code)).toEqual([code]);
  });

  it('falls back when the model takes too long', async () => {
    behaviour = (_request, _body, response) => {
      const timer = setTimeout(() => answer(JSON.stringify(goodBites))(_request, _body, response), 3_000);
      response.on('close', () => clearTimeout(timer));
    };
    const transcript = makeTranscript();
    const { llm, failures } = summarizer({ timeoutMs: 200 });
    expect(await llm.summarize(transcript)).toEqual(buildPod(transcript));
    expect(failures.map((failure) => failure.code)).toEqual(['timeout']);
  });

  it('falls back when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { llm, failures } = summarizer({ url: `http://127.0.0.1:${port}/v1` });
    const transcript = makeTranscript();
    expect(await llm.summarize(transcript)).toEqual(buildPod(transcript));
    expect(failures.map((failure) => failure.code)).toEqual(['unreachable']);
  });
});

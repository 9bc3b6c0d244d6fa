import type { GenerationAccepted, Summary } from '@podbite/contract';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../http/route-table';
import { openTestDatabase } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import {
  isErrorShape,
  jsonOf,
  sendRaw,
  signedInCaller,
  visitor,
  type Caller,
  reportFigures,
} from './signed-in-caller';

/**
 * The authorization matrix: every route of the server's own route table, asked by
 * a visitor, the owner of a private pod (an upload) and another signed-in user.
 * What each should get follows from the access the route declares beside itself
 * (http/route-access.ts); a route that declares none fails here.
 */

let server: TestServer;
let dispose: () => Promise<void>;
let callers: { visitor: Caller; owner: Caller; other: Caller };
/** Path parameter values naming the owner's private pod and what hangs off it. */
const ownedIds: Record<string, string> = {};

const srt = readFileSync(
  new URL('../modules/uploads/test-fixtures/transcripts_example.srt', import.meta.url),
);

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  server = await startTestServer(opened.database, {}, { withWorkers: true });
  callers = {
    visitor: visitor(server.baseUrl),
    owner: await signedInCaller(server.baseUrl, 'Owner'),
    other: await signedInCaller(server.baseUrl, 'Other'),
  };
  const form = new FormData();
  form.set('file', new Blob([srt], { type: 'application/x-subrip' }), 'private-interview.srt');
  const uploaded = await fetch(`${server.baseUrl}/api/uploads`, {
    method: 'POST',
    headers: callers.owner.headers,
    body: form,
  });
  expect(uploaded.status).toBe(202);
  const accepted = (await uploaded.json()) as GenerationAccepted;
  const events = await (
    await fetch(`${server.baseUrl}${accepted.eventsUrl}`, { headers: callers.owner.headers })
  ).text();
  expect(events).toContain('event: done');
  const summary = (await (
    await fetch(`${server.baseUrl}/api/summary/${accepted.videoId}`, { headers: callers.owner.headers })
  ).json()) as Summary;
  Object.assign(ownedIds, {
    videoId: accepted.videoId,
    jobId: accepted.jobId,
    podId: summary.pod_id,
    biteId: summary.bites[0]!.id,
    // The Markdown export of the owner's pod.
    file: `${accepted.videoId}.md`,
    // Channels are public catalogue pages: any id answers every user alike.
    channelId: 'UCnotAKnownChannel0000',
    // Catalogue pages are the same for everyone.
    n: '1',
    // A stored file's name (audio clips, artwork): the same answer for every signed-in listener.
    name: 'no-such-clip.mp3',
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await dispose?.();
});

/** A concrete URL for a route: the owner's ids for named parameters, "x" for wildcards and public routes. */
function urlFor(route: RouteEntry): string {
  return route.url
    .replace(/:(\w+)/g, (_match, name: string) => {
      // Public and external routes answer everyone alike: any value will do.
      const value =
        ownedIds[name] ?? (route.access === 'public' || route.access === 'external' ? 'x' : undefined);
      if (value === undefined) {
        throw new Error(
          `${route.method} ${route.url}: no fixture for ":${name}"; add one to ownedIds in this test`,
        );
      }
      return encodeURIComponent(value);
    })
    .replace(/\*$/, 'x');
}

interface Answer {
  status: number;
  body: unknown;
}

async function ask(route: RouteEntry, caller: Caller): Promise<Answer> {
  const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT'].includes(route.method);
  const answer = await sendRaw(server.baseUrl, {
    method: route.method,
    path: urlFor(route),
    headers: { ...caller.headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    body: hasBody ? '{}' : undefined,
  });
  return { status: answer.status, body: jsonOf(answer) };
}

describe('the authorization matrix', () => {
  it('has an access declaration beside every route', () => {
    const undeclared = server.app.routeTable.filter((route) => route.access === undefined);
    expect(
      undeclared.map((route) => `${route.method} ${route.url}`),
      'declare access with access(...) beside these routes (docs/decisions/1101-route-access.md)',
    ).toEqual([]);
    const unguarded = server.app.routeTable.filter(
      (route) => route.access !== 'public' && route.access !== 'external' && !route.protected,
    );
    expect(
      unguarded.map((route) => `${route.method} ${route.url}`),
      'declared signed-in/owner but not behind requireUser',
    ).toEqual([]);
  });

  it('answers visitor, owner and another user as each route declares', async () => {
    const routes = server.app.routeTable;
    const wrong: string[] = [];
    const checks = { public: 0, 'signed-in': 0, owner: 0, admin: 0, external: 0 };
    const expectThat = (ok: boolean, route: RouteEntry, who: string, answer: Answer, expected: string) => {
      if (!ok)
        wrong.push(
          `${route.method} ${route.url} as ${who}: ${answer.status} ${JSON.stringify(answer.body)} (expected ${expected})`,
        );
    };
    // Deleting comes last, so every other route still finds the owner's pod; deleting the
    // account itself comes last of all, since no route answers its owner after it.
    const lateness = (route: RouteEntry) =>
      Number(route.method === 'DELETE') + Number(route.method === 'DELETE' && route.url === '/api/account');
    const ordered = [...routes].sort((a, b) => lateness(a) - lateness(b));
    for (const route of ordered) {
      const access = route.access;
      if (!access) continue;
      checks[access] += 1;
      const asVisitor = await ask(route, callers.visitor);
      if (access === 'external') {
        // PodBite's session plays no part: the three callers, none holding the protocol's
        // credentials, are answered alike.
        const asOther = await ask(route, callers.other);
        const asOwner = await ask(route, callers.owner);
        for (const [who, answer] of [
          ['another user', asOther],
          ['owner', asOwner],
        ] as const) {
          expectThat(
            answer.status === asVisitor.status && answer.status < 500,
            route,
            who,
            answer,
            `the visitor's ${asVisitor.status}`,
          );
        }
        continue;
      }
      if (access === 'public') {
        expectThat(
          asVisitor.status !== 401 && asVisitor.status < 500,
          route,
          'visitor',
          asVisitor,
          'an answer without sign-in',
        );
        continue;
      }
      expectThat(
        asVisitor.status === 401 && isErrorShape(asVisitor.body),
        route,
        'visitor',
        asVisitor,
        '401',
      );
      // The other user asks first: a refused request must change nothing the owner then sees.
      const asOther = await ask(route, callers.other);
      const asOwner = await ask(route, callers.owner);
      expectThat(asOwner.status !== 401 && asOwner.status < 500, route, 'owner', asOwner, 'signed in');
      if (access === 'admin') {
        // Neither test user is an administrator: both are refused alike, and nothing changes.
        for (const [who, answer] of [
          ['owner', asOwner],
          ['another user', asOther],
        ] as const) {
          expectThat(answer.status === 403 && isErrorShape(answer.body), route, who, answer, '403');
        }
        continue;
      }
      if (access === 'owner') {
        expectThat(asOwner.status !== 404, route, 'owner', asOwner, 'their own pod');
        expectThat(
          asOther.status === 404 && isErrorShape(asOther.body),
          route,
          'another user',
          asOther,
          '404',
        );
      } else {
        expectThat(
          asOther.status === asOwner.status,
          route,
          'another user',
          asOther,
          `the owner's ${asOwner.status}`,
        );
      }
    }
    reportFigures(
      `authorization matrix: ${routes.length} routes (${checks.public} public, ${checks['signed-in']} signed-in, ${checks.owner} owner, ${checks.admin} admin, ${checks.external} external), ` +
        `${checks.public + 3 * (checks['signed-in'] + checks.owner + checks.admin + checks.external)} checks, ${wrong.length} wrong answers`,
    );
    expect(wrong).toEqual([]);
    expect(checks.owner).toBeGreaterThanOrEqual(12);
  }, 120_000);

  it('keeps YouTube pods shared: another user reads a pod someone else generated', async () => {
    // New listeners: the matrix above deleted its own callers' accounts (DELETE /api/account) last.
    const sharer = await signedInCaller(server.baseUrl, 'Sharer');
    const reader = await signedInCaller(server.baseUrl, 'Reader');
    const response = await fetch(`${server.baseUrl}/api/generate-summary`, {
      method: 'POST',
      headers: { ...sharer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ link: 'https://www.youtube.com/watch?v=q7RbT2vLwXe' }),
    });
    const accepted = (await response.json()) as GenerationAccepted;
    const events = await (
      await fetch(`${server.baseUrl}${accepted.eventsUrl}`, { headers: reader.headers })
    ).text();
    expect(events).toContain('event: done');
    const asOther = await fetch(`${server.baseUrl}/api/summary/${accepted.videoId}`, {
      headers: reader.headers,
    });
    expect(asOther.status).toBe(200);
  }, 120_000);
});

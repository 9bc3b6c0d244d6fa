import { vi } from 'vitest';
import type { User } from '@podbite/contract';

/**
 * Stubs `fetch`, the app's one network boundary, with canned answers keyed by
 * "METHOD /path". Every call is recorded; a call nobody answered gets a 501 and
 * is listed in `unanswered`, so a test can prove the app asked nothing unexpected.
 */
export type ApiAnswer =
  Response | Promise<Response> | ((init: RequestInit | undefined) => Response | Promise<Response>);

export interface RecordedCall {
  method: string;
  path: string;
  init: RequestInit | undefined;
}

export function stubApi(givenAnswers: Record<string, ApiAnswer>) {
  // Every page with navigation sits behind the onboarding guard: unless a test says
  // otherwise, the signed-in test user has finished onboarding.
  const answers: Record<string, ApiAnswer> = { 'GET /api/onboarding-status': onboarded, ...givenAnswers };
  const calls: RecordedCall[] = [];
  const unanswered: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = init?.method ?? 'GET';
    calls.push({ method, path, init });
    const answer = answers[`${method} ${path}`];
    if (answer === undefined) {
      unanswered.push(`${method} ${path}`);
      return jsonResponse(501, { error: { code: 'not-stubbed', message: `${method} ${path}` } });
    }
    return typeof answer === 'function' ? answer(init) : answer;
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, unanswered, fetchStub };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const testUser: User = {
  id: '0b6f9d5e-8a4b-4c1e-9a55-0f2d3c4b5a69',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  picture: null,
  givenName: 'Ada',
  familyName: 'Lovelace',
};

/** GET /api/me for a signed-in user; a fresh Response each call (a body can be read once). */
export const signedIn = () => jsonResponse(200, { user: testUser });

/** GET /api/me for a visitor. */
export const signedOut = () =>
  jsonResponse(401, { error: { code: 'unauthorized', message: 'Not signed in' } });

/** GET /api/onboarding-status for a listener who has finished onboarding. */
export const onboarded = () =>
  jsonResponse(200, { terms_accepted: true, onboarding_complete: true, favorite_categories: ['Education'] });

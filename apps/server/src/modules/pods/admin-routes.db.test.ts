import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allJobs } from '../../jobs/all-jobs';
import { fetchWithJar, type CookieJar } from '../../test-support/cookie-jar';
import { signInThroughDevProvider } from '../../test-support/sign-in-flow';
import { useTestServer } from '../../test-support/test-server';

// A demo library video (apps/server/src/emulators/youtube/demo-library/videos.json).
const VIDEO_ID = 'aOm8MD2L-lp';

// Mixed case and spaces on purpose: the setting is read case-insensitively.
const server = useTestServer({ ADMIN_EMAILS: ' Grace@PodBite.test , other@podbite.test' });
let admin: CookieJar;
let user: CookieJar;

beforeAll(async () => {
  const { baseUrl, context } = server.current;
  // The queue takes the refresh (no workers: what the job does is pod-routes.db.test.ts's business).
  await context.queue.start(allJobs);
  ({ jar: admin } = await signInThroughDevProvider(baseUrl, {
    name: 'Grace Hopper',
    email: 'grace@podbite.test',
  }));
  ({ jar: user } = await signInThroughDevProvider(baseUrl, {
    name: 'Ada Lovelace',
    email: 'ada@podbite.test',
  }));
});

afterAll(async () => {
  await server.current.context.queue.stop(5_000);
});

const call = (jar: CookieJar | null, method: string, path: string) => {
  const init = { method, headers: { origin: server.current.baseUrl } };
  return jar
    ? fetchWithJar(jar, `${server.current.baseUrl}${path}`, init)
    : fetch(`${server.current.baseUrl}${path}`, init);
};

describe.each([
  ['DELETE', `/api/cache/${VIDEO_ID}`, 200],
  ['POST', `/api/refresh-cache/${VIDEO_ID}`, 202],
])('%s %s is for admins only', (method, path, adminStatus) => {
  it('lets an admin (ADMIN_EMAILS) through', async () => {
    const response = await call(admin, method, path);
    expect(response.status).toBe(adminStatus);
  });

  it('refuses a signed-in user who is not an admin with 403 and says why', async () => {
    const response = await call(user, method, path);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'forbidden', message: 'Only a PodBite administrator can do this.' },
    });
  });

  it('asks a visitor to sign in (401)', async () => {
    const response = await call(null, method, path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to continue.' },
    });
  });
});

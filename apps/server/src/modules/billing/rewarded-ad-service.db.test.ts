import { planMessages } from '@podbite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test-support/test-database';
import { createUserRepository } from '../users/user-repository';
import { createBillingRepository } from './billing-repository';
import { createRewardedAdService } from './rewarded-ad-service';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0';

let database: Database;
let dispose: () => Promise<void>;
let clock = new Date('2030-01-01T12:00:00Z');
let userId: string;
let ads: ReturnType<typeof createRewardedAdService>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  ads = createRewardedAdService({ billing: createBillingRepository(database.db), now: () => clock });
  userId = (
    await createUserRepository(database.db).upsertFromIdentity({
      provider: 'development',
      subject: 'ad-watcher',
      email: 'ads@podbite.test',
      name: 'Ad Watcher',
      givenName: null,
      familyName: null,
      picture: null,
    })
  ).id;
});
afterAll(() => dispose());

describe('the rewarded ad', () => {
  it('fails on a desktop with the weekly-limit message', async () => {
    await expect(ads.start(userId, DESKTOP)).rejects.toMatchObject({
      code: 'plan-limit',
      message: planMessages.weeklyLimit,
    });
  });

  it('gives one credit on a phone after 5 seconds, once', async () => {
    const { adId, seconds } = await ads.start(userId, PHONE);
    expect(seconds).toBe(5);
    clock = new Date(clock.getTime() + 4_000);
    await expect(ads.complete(userId, adId)).rejects.toMatchObject({ message: planMessages.adTooShort });
    clock = new Date(clock.getTime() + 1_000);
    expect(await ads.complete(userId, adId)).toEqual({ credits: 1 });
    await expect(ads.complete(userId, adId)).rejects.toMatchObject({
      code: 'conflict',
      message: planMessages.adAlreadyRewarded,
    });
    await expect(ads.complete(userId, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});

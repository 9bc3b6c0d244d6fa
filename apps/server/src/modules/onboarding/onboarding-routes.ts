import { selectCategoriesRequestSchema } from '@podbite/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { currentUser, protectRoutes } from '../../http/plugins/session';
import type { OnboardingService } from './onboarding-service';
import { access } from '../../http/route-access';

/** §7 accept-terms, onboarding-status, categories, select-categories, complete-onboarding. */
export async function onboardingRoutes(
  app: FastifyInstance,
  options: { onboarding: OnboardingService },
): Promise<void> {
  const { onboarding } = options;
  protectRoutes(app);

  app.post('/api/accept-terms', access('signed-in'), async (request) => {
    await onboarding.acceptTerms(currentUser(request).id);
    return { terms_accepted: true };
  });

  app.get('/api/onboarding-status', access('signed-in'), async (request) =>
    onboarding.status(currentUser(request).id),
  );

  app.get('/api/categories', access('signed-in'), async () => ({ categories: onboarding.categories() }));

  app.post('/api/select-categories', access('signed-in'), async (request) => {
    const { categories } = parseInput(selectCategoriesRequestSchema, request.body);
    return { favorite_categories: await onboarding.selectCategories(currentUser(request).id, categories) };
  });

  app.post('/api/complete-onboarding', access('signed-in'), async (request) => {
    await onboarding.complete(currentUser(request).id);
    return { onboarding_complete: true };
  });
}

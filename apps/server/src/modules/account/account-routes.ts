import type { FastifyInstance } from 'fastify';
import { currentUser, protectRoutes, SESSION_COOKIE } from '../../http/plugins/session';
import type { AccountService } from './account-service';
import { access } from '../../http/route-access';

/** DELETE /api/account: the profile's 'Delete my account'. */
export async function accountRoutes(
  app: FastifyInstance,
  options: { accounts: AccountService },
): Promise<void> {
  protectRoutes(app);
  app.delete('/api/account', access('signed-in'), async (request, reply) => {
    await options.accounts.deleteAccount(currentUser(request).id, request.sessionToken);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });
}

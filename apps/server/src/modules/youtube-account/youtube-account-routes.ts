import { youtubeAuthUrlQuerySchema, youtubeLinkReturnSchema, type YoutubeAccount } from '@podbite/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { currentUser, protectRoutes } from '../../http/plugins/session';
import type { PendingLink } from '../../integrations/youtube';
import { withYouTubeErrors, type YouTubeAccountService } from './youtube-account-service';
import { access } from '../../http/route-access';

const PENDING_COOKIE = 'pb_youtube_link';
const CALLBACK_PATH = '/api/youtube-callback';
const PENDING_MAX_AGE_SECONDS = 600;

const pendingLinkSchema = z.object({
  state: z.string(),
  codeVerifier: z.string(),
  returnTo: youtubeLinkReturnSchema,
});

const RETURN_PATHS: Record<PendingLink['returnTo'], string> = {
  onboarding: '/onboarding/youtube',
  profile: '/profile',
  home: '/home',
};

export interface YouTubeAccountRouteOptions {
  youtubeAccounts: YouTubeAccountService;
  publicUrl: string;
  secureCookies: boolean;
}

/** §7 youtube-auth-url and youtube-account, the consent step's callback, and unlinking. */
export async function youtubeAccountRoutes(
  app: FastifyInstance,
  options: YouTubeAccountRouteOptions,
): Promise<void> {
  const { youtubeAccounts } = options;
  protectRoutes(app);

  app.get('/api/youtube-auth-url', access('signed-in'), async (request, reply) => {
    const { returnTo } = parseInput(youtubeAuthUrlQuerySchema, request.query);
    const { url, pending } = await youtubeAccounts.startLink(returnTo);
    reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      signed: true,
      path: CALLBACK_PATH,
      maxAge: PENDING_MAX_AGE_SECONDS,
    });
    return { authUrl: url };
  });

  /** Google sends the browser back here; the listener lands on the step they came from with a flag. */
  app.get(CALLBACK_PATH, access('signed-in'), async (request, reply) => {
    const pending = readPendingLink(request);
    reply.clearCookie(PENDING_COOKIE, { path: CALLBACK_PATH });
    if (!pending) return reply.redirect(`${RETURN_PATHS.onboarding}?youtube_error=failed`, 303);
    const back = RETURN_PATHS[pending.returnTo];
    try {
      await youtubeAccounts.finishLink(
        currentUser(request).id,
        new URL(request.url, options.publicUrl),
        pending,
      );
      return reply.redirect(`${back}?youtube_linked=true`, 303);
    } catch (error) {
      request.log.warn({ err: error }, 'linking a YouTube account failed');
      return reply.redirect(`${back}?youtube_error=failed`, 303);
    }
  });

  app.get(
    '/api/youtube-account',
    access('signed-in'),
    async (request): Promise<{ youtubeAccount: YoutubeAccount }> => ({
      youtubeAccount: await withYouTubeErrors(() => youtubeAccounts.getAccount(currentUser(request).id)),
    }),
  );

  app.delete('/api/youtube-account', access('signed-in'), async (request, reply) => {
    await youtubeAccounts.unlink(currentUser(request).id);
    return reply.code(204).send();
  });
}

function readPendingLink(request: FastifyRequest): PendingLink | null {
  const raw = request.cookies[PENDING_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const parsed = pendingLinkSchema.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { declareAccessForAll } from '../../http/route-access';
import type { EmulatorStateRepository } from '../emulator-state-repository';
import { devSignInFormSchema, toDevAccount } from './dev-accounts';
import { saveDevAccount } from './dev-sign-in-provider';
import { DEV_SIGN_IN_CSS, renderDevSignInPage } from './dev-sign-in-page';

/**
 * Mounts the development OpenID provider under `mountPath` in PodBite's own server:
 * the protocol endpoints go straight to oidc-provider (which reads its own request
 * bodies), and the account picker is served here.
 */
export async function registerDevSignIn(
  app: FastifyInstance,
  options: { provider: Provider; state: EmulatorStateRepository; mountPath: string },
): Promise<void> {
  const { provider, state, mountPath } = options;
  const handleProtocol = provider.callback();

  // Protocol endpoints: hand the raw request to oidc-provider, untouched.
  await app.register(async (protocol) => {
    declareAccessForAll(protocol, 'public');
    protocol.removeAllContentTypeParsers();
    protocol.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const passThrough = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(mountPath.length) || '/';
      handleProtocol(raw, reply.raw);
    };
    protocol.all(`${mountPath}/*`, passThrough);
  });

  // The account picker (the provider's "interaction" pages).
  await app.register(async (pages) => {
    declareAccessForAll(pages, 'public');
    await pages.register(formbody);

    pages.get(`${mountPath}/sign-in.css`, async (_request, reply) =>
      reply.type('text/css').header('cache-control', 'public, max-age=3600').send(DEV_SIGN_IN_CSS),
    );

    pages.get<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid`, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== request.params.uid)
        return reply.code(400).type('text/html').send('Sign-in session mismatch.');
      const client = await provider.Client.find(String(details.params.client_id));
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(
          renderDevSignInPage({ mountPath, uid: details.uid, clientName: client?.clientName ?? 'PodBite' }),
        );
    });

    pages.post<{ Params: { uid: string }; Body: Record<string, string> }>(
      `${mountPath}/interaction/:uid/login`,
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const form = devSignInFormSchema.safeParse(request.body ?? {});
        if (!form.success) {
          return reply
            .code(400)
            .type('text/html')
            .send(
              renderDevSignInPage({
                mountPath,
                uid: details.uid,
                clientName: 'PodBite',
                error: form.error.issues[0]?.message ?? 'Check the name and email.',
                name: request.body?.name,
                email: request.body?.email,
              }),
            );
        }
        const account = toDevAccount(form.data);
        await saveDevAccount(state, account);
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: account.subject } },
          { mergeWithLastSubmission: false },
        );
      },
    );

    pages.post(`${mountPath}/interaction/:uid/abort`, async (request, reply) => {
      // Read the interaction before taking over the response: an unknown one is an error
      // Fastify answers, not a hijacked request nobody answers.
      await provider.interactionDetails(request.raw, reply.raw);
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
    });
  });
}

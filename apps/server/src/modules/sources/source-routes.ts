import multipart from '@fastify/multipart';
import {
  generatePodcastPodRequestSchema,
  podcastEpisodesQuerySchema,
  uploadFieldsSchema,
} from '@podbite/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error';
import { parseInput } from '../../http/parse-input';
import { assertStorableText } from '../../http/plugins/storable-text-guard';
import { access } from '../../http/route-access';
import { currentUser, protectRoutes } from '../../http/plugins/session';
import type { GenerateResult } from '../pods/pod-service';
import { AUDIO_UPLOAD_MAX_BYTES } from '../uploads';
import type { SourceService } from './source-service';

const sendResult = (reply: FastifyReply, result: GenerateResult) =>
  result.status === 200 ? reply.code(200).send(result.summary) : reply.code(202).send(result.accepted);

/** Podcast episodes and uploaded files as pod sources. */
export async function sourceRoutes(app: FastifyInstance, options: { sources: SourceService }): Promise<void> {
  const { sources } = options;
  protectRoutes(app);
  await app.register(multipart, {
    limits: { fileSize: AUDIO_UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6 },
  });

  app.get('/api/podcasts/episodes', access('signed-in'), async (request) => {
    const { feedUrl } = parseInput(podcastEpisodesQuerySchema, request.query);
    return sources.listPodcastEpisodes(feedUrl, currentUser(request).id);
  });

  app.post('/api/podcasts/generate', access('signed-in'), async (request, reply) => {
    const { feedUrl, episodeGuid } = parseInput(generatePodcastPodRequestSchema, request.body);
    return sendResult(reply, await sources.generateFromPodcast(feedUrl, episodeGuid, currentUser(request)));
  });

  app.post('/api/uploads', access('signed-in'), async (request, reply) => {
    if (!request.isMultipart()) {
      throw new AppError(
        'unsupported-media-type',
        'Send the file as multipart/form-data with a "file" field.',
      );
    }
    const part = await request.file().catch((error: unknown) => {
      throw new AppError(
        'invalid-request',
        'The upload could not be read: send the file as multipart/form-data.',
        {
          cause: error,
        },
      );
    });
    if (!part || part.fieldname !== 'file') throw new AppError('invalid-request', 'Choose a file to upload.');
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('too-large', `That file is larger than ${AUDIO_UPLOAD_MAX_BYTES / 1_000_000} MB.`);
      }
      throw new AppError('invalid-request', 'The upload was cut off or malformed: please try again.', {
        cause: error,
      });
    }
    const titleField = part.fields.title;
    const title = titleField && 'value' in titleField ? String(titleField.value) : undefined;
    // Multipart fields are read here, after the request-wide guard: the same check, by hand.
    assertStorableText(title, 'The title');
    assertStorableText(part.filename, 'The file name');
    const fields = parseInput(uploadFieldsSchema, { title });
    const result = await sources.submitUpload(
      { fileName: part.filename, mimeType: part.mimetype, bytes },
      fields.title,
      currentUser(request),
    );
    return sendResult(reply, result);
  });
}

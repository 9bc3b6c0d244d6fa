/**
 * The baseline of bench/generate: a bare Fastify route that sends the given file's
 * bytes as JSON, in its own process as PodBite runs in its own. Prints its URL.
 *   npx tsx bench/generate/bare-server.ts BODY_FILE
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const bodyFile = process.argv[2];
if (!bodyFile) throw new Error('usage: bare-server.ts BODY_FILE');
const body = readFileSync(bodyFile);
const app = Fastify();
app.get('/bare', async (_request, reply) => reply.type('application/json').send(body));
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));

/**
 * bench/speech/pod-to-brief-audio: from a pod saved to its brief audio ready
 * (the intro and every bite's text clip stored), for the 1-hour demo video, on
 * embedded defaults with the best local speech engine present. Each run uses a
 * fresh data folder, so no clip is reused.
 *   npx tsx bench/speech/pod-to-brief-audio.ts        # BENCH_RUNS=3 by default
 */
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database';
import { createMp3Encoder } from '../../apps/server/src/integrations/audio/create-mp3-encoder';
import { fetchWithJar } from '../../apps/server/src/test-support/cookie-jar';
import { signInThroughDevProvider } from '../../apps/server/src/test-support/sign-in-flow';
import { selectRows } from '../../apps/server/src/test-support/test-database';
import { startTestServer } from '../../apps/server/src/test-support/test-server';

const ONE_HOUR_DEMO_VIDEO = 'pmT9hJ9-J4m';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function measureOnce(): Promise<{ seconds: number; clips: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'podbite-bench-audio-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  const server = await startTestServer(database, { DATA_DIR: dataDir }, { withWorkers: true });
  try {
    const { jar } = await signInThroughDevProvider(server.baseUrl, {
      name: 'Bench',
      email: 'bench@podbite.test',
    });
    const response = await fetchWithJar(jar, `${server.baseUrl}/api/generate-summary`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ link: `https://www.youtube.com/watch?v=${ONE_HOUR_DEMO_VIDEO}` }),
    });
    const { eventsUrl } = (await response.json()) as { eventsUrl: string };
    await (await fetchWithJar(jar, `${server.baseUrl}${eventsUrl}`)).text();
    const podSaved = performance.now();
    for (;;) {
      const [row] = await selectRows<{ intro: boolean; missing: number; bites: number }>(
        database,
        sql`select p.intro_audio_key is not null as intro,
                   count(*) filter (where b.text_audio_key is null)::int as missing,
                   count(*)::int as bites
            from pods p join bites b on b.pod_id = p.id where p.video_id = ${ONE_HOUR_DEMO_VIDEO} group by p.id`,
      );
      if (row?.intro && row.missing === 0) {
        return { seconds: (performance.now() - podSaved) / 1000, clips: row.bites + 1 };
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    await server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (let run = 0; run < RUNS; run++) results.push(await measureOnce());
const seconds = results.map((r) => r.seconds).sort((a, b) => a - b);
console.log(
  `pod saved -> brief audio ready (1-hour demo video, ${results[0]!.clips} clips, ${RUNS} runs, fresh storage each, MP3 by ${createMp3Encoder().name}):`,
);
console.log(
  `  median ${seconds[Math.floor(seconds.length / 2)]!.toFixed(2)} s, min ${seconds[0]!.toFixed(2)} s, max ${seconds.at(-1)!.toFixed(2)} s (target <= 5 s)`,
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions, users } from './users';

export interface StoredTopic {
  topic: string;
  startSeconds: number;
  timestamp: string;
}

export interface StoredPromotion {
  text: string;
  startSeconds: number;
  endSeconds: number;
  kind: 'sponsor' | 'selfPromotion';
  sponsor?: string;
  /** What the read offers, its code and address, as the summarizer heard them (pods made before session 16 have none). */
  offer?: string;
  code?: string;
  url?: string;
}

/**
 * A pod: the summary of one episode, keyed by its video id (an 11-character id:
 * YouTube's own, or one PodBite mints for podcast episodes and uploads). Carries
 * the catalogue fields that browsing reads (title, creator, thumbnails, category).
 */
export const pods = pgTable(
  'pods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: text('video_id').notNull(),
    sourceKind: text('source_kind', { enum: ['youtube', 'podcast', 'upload'] }).notNull(),
    link: text('link').notNull(),
    title: text('title').notNull(),
    creator: text('creator').notNull(),
    creatorId: text('creator_id'),
    thumbnailUrl: text('thumbnail_url'),
    channelThumbnailUrl: text('channel_thumbnail_url'),
    category: text('category'),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Views at the source (YouTube's count), for "Most Viewed". */
    sourceViewCount: bigint('source_view_count', { mode: 'number' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    readTimeSeconds: integer('read_time_seconds').notNull(),
    timeSavedSeconds: integer('time_saved_seconds').notNull(),
    topics: jsonb('topics').$type<StoredTopic[]>().notNull(),
    promotions: jsonb('promotions').$type<StoredPromotion[]>().notNull(),
    /** 'builtin' or 'llm:<model>': which engine wrote the bites. */
    engine: text('engine').notNull(),
    /** Times PodBite listeners opened the pod. */
    viewCount: integer('view_count').notNull().default(0),
    /** Narration: none yet, being made, or done (every clip stored). */
    audioState: text('audio_state', { enum: ['none', 'preparing', 'ready', 'failed'] })
      .notNull()
      .default('none'),
    /** Storage key of the intro clip (title and creator). */
    introAudioKey: text('intro_audio_key'),
    /** The uploader of a private pod (an uploaded file): only they may see it. Null: shared (YouTube, public feeds). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pods_video_id_key').on(table.videoId),
    index('pods_category_idx').on(table.category),
    index('pods_creator_id_idx').on(table.creatorId),
    // Recency is read through the partial catalogue indexes of migration 0009 (created_at DESC, id DESC):
    // a plain created_at index lured the planner into sorting each page by id.
  ],
);

export const bites = pgTable(
  'bites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    podId: uuid('pod_id')
      .notNull()
      .references(() => pods.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['overview', 'keyTakeaway', 'actionItem', 'quote'] }).notNull(),
    /** Display order within the pod, from 0. */
    position: integer('position').notNull(),
    text: text('text').notNull(),
    details: jsonb('details').$type<string[]>().notNull(),
    /** Who says it, when the transcript names speakers (the label is taken out of the text). */
    speaker: text('speaker'),
    startSeconds: real('start_seconds').notNull(),
    timestamp: text('timestamp').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    /** Storage keys of the narrated bite and of its details (null until made; details null when it has none). */
    textAudioKey: text('text_audio_key'),
    detailsAudioKey: text('details_audio_key'),
  },
  (table) => [uniqueIndex('bites_pod_position_key').on(table.podId, table.position)],
);

/** The source's transcript and metadata as fetched: cached so a pod can be remade without asking YouTube again. */
export const sourceTranscripts = pgTable('source_transcripts', {
  videoId: text('video_id').primaryKey(),
  sourceKind: text('source_kind', { enum: ['youtube', 'podcast', 'upload'] }).notNull(),
  /** The Transcript model of packages/transcript. */
  transcript: jsonb('transcript').notNull(),
  /** What the source says about the episode (title, channel, thumbnails, chapters...). */
  metadata: jsonb('metadata').notNull(),
  language: text('language'),
  automatic: boolean('automatic').notNull().default(false),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One request to make (or remake) a pod, as the listener follows it: stage,
 * percent and outcome. At most one live generation per video, enforced by the
 * database, so two users submitting the same link at once share one job.
 */
export const podGenerations = pgTable(
  'pod_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: text('video_id').notNull(),
    link: text('link').notNull(),
    state: text('state', { enum: ['queued', 'running', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    stage: text('stage', { enum: ['queued', 'ingest', 'summarize', 'narrate', 'done'] })
      .notNull()
      .default('queued'),
    percent: integer('percent').notNull().default(0),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    podId: uuid('pod_id').references(() => pods.id, { onDelete: 'set null' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the pod it makes will be private (an upload): its owner, the only one who may follow it. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('pod_generations_one_live_per_video')
      .on(table.videoId)
      .where(sql`${table.state} in ('queued', 'running')`),
    index('pod_generations_video_id_idx').on(table.videoId),
  ],
);

/** Who opened which pod in which session: a view counts once per session per pod. */
export const podViews = pgTable(
  'pod_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    podId: uuid('pod_id')
      .notNull()
      .references(() => pods.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pod_views_pod_user_idx').on(table.podId, table.userId, table.viewedAt)],
);

export const biteViews = pgTable(
  'bite_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    biteId: uuid('bite_id')
      .notNull()
      .references(() => bites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bite_views_bite_user_idx').on(table.biteId, table.userId, table.viewedAt)],
);

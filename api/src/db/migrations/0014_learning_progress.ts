import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations see the database as it was when they were written, not today's schema type.
type AnyDb = Kysely<unknown>;

export const migration: Migration = {
  async up(db: AnyDb) {
    // Course content lives in the repository; only each user's progress is stored. Ids are the Markdown
    // files' slugs, so a lesson removed from a course simply stops counting.
    await db.schema
      .createTable('learning_lessons')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('course_id', 'text', (c) => c.notNull())
      .addColumn('lesson_id', 'text', (c) => c.notNull())
      .addColumn('visited_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('completed_at', 'timestamptz')
      .addPrimaryKeyConstraint('learning_lessons_pkey', ['user_id', 'course_id', 'lesson_id'])
      .execute();
    await db.schema
      .createTable('learning_quizzes')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('course_id', 'text', (c) => c.notNull())
      .addColumn('module_id', 'text', (c) => c.notNull())
      .addColumn('best_score', 'double precision', (c) => c.notNull())
      .addColumn('passed', 'boolean', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('learning_quizzes_pkey', ['user_id', 'course_id', 'module_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('learning_quizzes').execute();
    await db.schema.dropTable('learning_lessons').execute();
  },
};

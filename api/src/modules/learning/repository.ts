/** The Learning Center's SQL: a user's lesson visits and completions, and their quiz results. */
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

export function createLearningRepository(db: Executor) {
  return {
    /** Every lesson the user has visited, most recently visited first. */
    lessons(userId: number) {
      return db
        .selectFrom('learning_lessons')
        .select(['course_id', 'lesson_id', 'completed_at', 'visited_at'])
        .where('user_id', '=', userId)
        .orderBy('visited_at', 'desc')
        .execute();
    },

    /** Whether the user passed each quiz they took. */
    quizzes(userId: number) {
      return db
        .selectFrom('learning_quizzes')
        .select(['course_id', 'module_id', 'passed'])
        .where('user_id', '=', userId)
        .execute();
    },

    /** The lesson the user visited last, if any. */
    lastVisitedLesson(userId: number) {
      return db
        .selectFrom('learning_lessons')
        .select(['course_id', 'lesson_id'])
        .where('user_id', '=', userId)
        .orderBy('visited_at', 'desc')
        .executeTakeFirst();
    },

    /** The user's quiz results in one course. */
    courseQuizzes(userId: number, courseId: string) {
      return db
        .selectFrom('learning_quizzes')
        .select(['module_id', 'best_score', 'passed'])
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .execute();
    },

    /** The user's row of one lesson (when it was completed), if they visited it. */
    lesson(userId: number, courseId: string, lessonId: string) {
      return db
        .selectFrom('learning_lessons')
        .select('completed_at')
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .where('lesson_id', '=', lessonId)
        .executeTakeFirst();
    },

    /** Records a visit: a new row is visited at `visitedAt`; a row already there moves to `revisitedAt`. */
    async visitLesson(
      userId: number,
      courseId: string,
      lessonId: string,
      visitedAt: Date,
      revisitedAt: Date,
    ): Promise<void> {
      await db
        .insertInto('learning_lessons')
        .values({ user_id: userId, course_id: courseId, lesson_id: lessonId, visited_at: visitedAt })
        .onConflict((oc) => oc.columns(['user_id', 'course_id', 'lesson_id']).doUpdateSet({ visited_at: revisitedAt }))
        .execute();
    },

    /**
     * Marks a lesson completed at `completedAt`, or not completed (null); a lesson not visited yet is recorded
     * as visited at `visitedAt`.
     */
    async setLessonCompleted(
      userId: number,
      courseId: string,
      lessonId: string,
      completedAt: Date | null,
      visitedAt: Date,
    ): Promise<void> {
      await db
        .insertInto('learning_lessons')
        .values({
          user_id: userId,
          course_id: courseId,
          lesson_id: lessonId,
          visited_at: visitedAt,
          completed_at: completedAt,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'course_id', 'lesson_id']).doUpdateSet({ completed_at: completedAt }),
        )
        .execute();
    },

    /** The user's result of one quiz, if they took it. */
    quizResult(userId: number, courseId: string, moduleId: string) {
      return db
        .selectFrom('learning_quizzes')
        .select(['best_score', 'passed'])
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .where('module_id', '=', moduleId)
        .executeTakeFirst();
    },

    /**
     * Records a graded attempt. The first is stored as it is (updated at `firstAt`); a later one keeps the best
     * score and any pass, counts the attempt and is updated at `againAt`.
     */
    async saveQuizAttempt(attempt: {
      userId: number;
      courseId: string;
      moduleId: string;
      score: number;
      passed: boolean;
      firstAt: Date;
      againAt: Date;
    }): Promise<void> {
      await db
        .insertInto('learning_quizzes')
        .values({
          user_id: attempt.userId,
          course_id: attempt.courseId,
          module_id: attempt.moduleId,
          best_score: attempt.score,
          passed: attempt.passed,
          updated_at: attempt.firstAt,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'course_id', 'module_id']).doUpdateSet({
            best_score: sql`greatest(learning_quizzes.best_score, excluded.best_score)`,
            passed: sql`learning_quizzes.passed or excluded.passed`,
            attempts: sql`learning_quizzes.attempts + 1`,
            updated_at: attempt.againAt,
          }),
        )
        .execute();
    },
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;

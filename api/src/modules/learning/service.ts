/**
 * The Learning Center: the compiled catalog (catalog.generated.ts) joined with each user's progress.
 * Quizzes are graded here, never in the browser, so a pass is earned.
 */
import type {
  CourseDetail,
  CourseList,
  CourseSummary,
  LessonDetail,
  QuizResult,
  QuizView,
} from '@flowdeck/endpoints/learning';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { InputError, NotFoundError } from '../../errors.js';
import { COURSE_CATALOG } from './catalog.generated.js';
import type { CatalogCourse } from './course-loader.js';
import { courseProgress, resumeLesson, type UserCourseState } from './progress.js';
import { createLearningRepository } from './repository.js';

export function createLearningService(
  db: Kysely<Database>,
  now: () => Date,
  catalog: readonly CatalogCourse[] = COURSE_CATALOG,
) {
  const repo = createLearningRepository(db);

  function course(id: string): CatalogCourse {
    const found = catalog.find((c) => c.id === id);
    if (!found) throw new NotFoundError('Course not found');
    return found;
  }

  function lessonIn(c: CatalogCourse, lessonId: string) {
    for (const module of c.modules) {
      const lesson = module.lessons.find((l) => l.id === lessonId);
      if (lesson) return { module, lesson };
    }
    throw new NotFoundError('Lesson not found');
  }

  async function states(userId: number): Promise<Map<string, UserCourseState>> {
    const [lessons, quizzes] = await Promise.all([repo.lessons(userId), repo.quizzes(userId)]);
    const map = new Map<string, { completed: Set<string>; passedQuizzes: Set<string>; visited: string[] }>();
    const get = (courseId: string) => {
      let state = map.get(courseId);
      if (!state) {
        state = { completed: new Set(), passedQuizzes: new Set(), visited: [] };
        map.set(courseId, state);
      }
      return state;
    };
    for (const row of lessons) {
      const state = get(row.course_id);
      state.visited.push(row.lesson_id);
      if (row.completed_at) state.completed.add(row.lesson_id);
    }
    for (const row of quizzes) if (row.passed) get(row.course_id).passedQuizzes.add(row.module_id);
    return map;
  }

  const EMPTY: UserCourseState = { completed: new Set(), passedQuizzes: new Set(), visited: [] };

  function summary(c: CatalogCourse, state: UserCourseState): CourseSummary {
    return {
      id: c.id,
      title: c.title,
      summary: c.summary,
      level: c.level,
      pages: [...new Set(c.modules.flatMap((m) => m.lessons.flatMap((l) => l.pages)))],
      progress: courseProgress(c, state),
      resumeLessonId: resumeLesson(c, state),
    };
  }

  async function visit(userId: number, courseId: string, lessonId: string) {
    await repo.visitLesson(userId, courseId, lessonId, now(), now());
  }

  return {
    async list(userId: number): Promise<CourseList> {
      const all = await states(userId);
      const last = await repo.lastVisitedLesson(userId);
      let resume: CourseList['resume'] = null;
      const lastCourse = last ? catalog.find((c) => c.id === last.course_id) : undefined;
      if (lastCourse) {
        const lessonId = resumeLesson(lastCourse, all.get(lastCourse.id) ?? EMPTY);
        if (lessonId) {
          const { lesson } = lessonIn(lastCourse, lessonId);
          resume = { courseId: lastCourse.id, lessonId, courseTitle: lastCourse.title, lessonTitle: lesson.title };
        }
      }
      return { courses: catalog.map((c) => summary(c, all.get(c.id) ?? EMPTY)), resume };
    },

    async course(userId: number, courseId: string): Promise<CourseDetail> {
      const c = course(courseId);
      const state = (await states(userId)).get(c.id) ?? EMPTY;
      const quizzes = await repo.courseQuizzes(userId, c.id);
      return {
        ...summary(c, state),
        intro: c.intro,
        modules: c.modules.map((m) => {
          const result = quizzes.find((q) => q.module_id === m.id);
          return {
            id: m.id,
            title: m.title,
            lessons: m.lessons.map((l) => ({
              id: l.id,
              title: l.title,
              minutes: l.minutes,
              pages: l.pages,
              completed: state.completed.has(l.id),
            })),
            quiz: m.quiz
              ? {
                  questions: m.quiz.questions.length,
                  passMark: m.quiz.passMark,
                  bestScore: result ? Number(result.best_score) : null,
                  passed: result?.passed ?? false,
                }
              : null,
          };
        }),
      };
    },

    async lesson(userId: number, courseId: string, lessonId: string): Promise<LessonDetail> {
      const c = course(courseId);
      const { module, lesson } = lessonIn(c, lessonId);
      const flat = c.modules.flatMap((m) => m.lessons);
      const at = flat.findIndex((l) => l.id === lesson.id);
      const row = await repo.lesson(userId, c.id, lesson.id);
      const before = flat[at - 1];
      const after = flat[at + 1];
      const lastOfModule = module.lessons[module.lessons.length - 1]?.id === lesson.id;
      return {
        courseId: c.id,
        courseTitle: c.title,
        moduleId: module.id,
        moduleTitle: module.title,
        id: lesson.id,
        title: lesson.title,
        minutes: lesson.minutes,
        pages: lesson.pages,
        videoId: lesson.videoId,
        body: lesson.body,
        completed: Boolean(row?.completed_at),
        previous: before ? { id: before.id, title: before.title } : null,
        next: after ? { id: after.id, title: after.title } : null,
        quizAfter: lastOfModule && module.quiz ? module.id : null,
      };
    },

    async visit(userId: number, courseId: string, lessonId: string) {
      const c = course(courseId);
      lessonIn(c, lessonId);
      await visit(userId, c.id, lessonId);
      return {};
    },

    async complete(userId: number, courseId: string, lessonId: string, completed: boolean) {
      const c = course(courseId);
      lessonIn(c, lessonId);
      const at = completed ? now() : null;
      await repo.setLessonCompleted(userId, c.id, lessonId, at, now());
      const state = (await states(userId)).get(c.id) ?? EMPTY;
      return { completed, progress: courseProgress(c, state) };
    },

    async quiz(userId: number, courseId: string, moduleId: string): Promise<QuizView> {
      const c = course(courseId);
      const module = c.modules.find((m) => m.id === moduleId);
      if (!module?.quiz) throw new NotFoundError('Quiz not found');
      const result = await repo.quizResult(userId, c.id, module.id);
      return {
        courseId: c.id,
        moduleId: module.id,
        title: module.quiz.title,
        passMark: module.quiz.passMark,
        questions: module.quiz.questions.map((q) => ({ prompt: q.prompt, choices: q.choices })),
        bestScore: result ? Number(result.best_score) : null,
        passed: result?.passed ?? false,
      };
    },

    async submitQuiz(userId: number, courseId: string, moduleId: string, answers: number[]): Promise<QuizResult> {
      const c = course(courseId);
      const module = c.modules.find((m) => m.id === moduleId);
      const quiz = module?.quiz;
      if (!module || !quiz) throw new NotFoundError('Quiz not found');
      if (answers.length !== quiz.questions.length)
        throw new InputError({ answers: `Answer all ${quiz.questions.length} questions.` });
      answers.forEach((answer, i) => {
        if (answer >= (quiz.questions[i]?.choices.length ?? 0))
          throw new InputError({ answers: `Question ${i + 1} has no choice ${answer + 1}.` });
      });
      const review = quiz.questions.map((q, i) => ({
        correctChoice: q.answer,
        chosen: answers[i] ?? -1,
        explanation: q.explanation,
      }));
      const correct = review.filter((r) => r.chosen === r.correctChoice).length;
      const score = Math.round((correct / quiz.questions.length) * 10_000) / 10_000;
      const passed = score >= quiz.passMark;
      await repo.saveQuizAttempt({
        userId,
        courseId: c.id,
        moduleId: module.id,
        score,
        passed,
        firstAt: now(),
        againAt: now(),
      });
      const state = (await states(userId)).get(c.id) ?? EMPTY;
      return {
        score,
        correct,
        total: quiz.questions.length,
        passed,
        passMark: quiz.passMark,
        review,
        progress: courseProgress(c, state),
      };
    },
  };
}

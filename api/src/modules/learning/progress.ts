/** Course progress from what a user did: pure, so the rule for "percent" and "continue" lives once. */
import type { CourseProgress } from '@flowdeck/endpoints/learning';
import type { CatalogCourse } from './course-loader.js';

export interface UserCourseState {
  completed: ReadonlySet<string>;
  passedQuizzes: ReadonlySet<string>;
  /** Lessons by last visit, newest first. */
  visited: readonly string[];
}

/** Lessons and quizzes count alike: 4 lessons and 2 quizzes make 6 steps. */
export function courseProgress(course: CatalogCourse, state: UserCourseState): CourseProgress {
  const lessons = course.modules.flatMap((m) => m.lessons.map((l) => l.id));
  const quizzes = course.modules.filter((m) => m.quiz).map((m) => m.id);
  const completedLessons = lessons.filter((id) => state.completed.has(id)).length;
  const passedQuizzes = quizzes.filter((id) => state.passedQuizzes.has(id)).length;
  const steps = lessons.length + quizzes.length;
  return {
    completedLessons,
    totalLessons: lessons.length,
    passedQuizzes,
    totalQuizzes: quizzes.length,
    percent: steps === 0 ? 0 : Math.round(((completedLessons + passedQuizzes) / steps) * 100),
  };
}

/**
 * Where "continue" goes: the lesson opened last if it is not completed yet; otherwise the first lesson
 * after it that is not completed; otherwise the course's first incomplete lesson; null when all are done.
 */
export function resumeLesson(course: CatalogCourse, state: UserCourseState): string | null {
  const lessons = course.modules.flatMap((m) => m.lessons.map((l) => l.id));
  const last = state.visited.find((id) => lessons.includes(id));
  if (last) {
    const from = lessons.indexOf(last);
    const next = lessons.slice(from).find((id) => !state.completed.has(id));
    if (next) return next;
  }
  return lessons.find((id) => !state.completed.has(id)) ?? null;
}

/**
 * Learning Center endpoints (not in spec §7; named after the page's path): courses written in Markdown in
 * the repository (api/src/modules/learning/courses/, compiled by `npm run build:courses`), the user's
 * progress, "continue where you left off" and module quizzes graded on the server. Zod-free (see ./market.ts).
 */
import type { Route } from '@flowdeck/endpoints/route';

/** A quiz passes at this share of right answers unless its file sets its own mark. */
export const DEFAULT_PASS_MARK = 0.7;

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'em'; text: string }
  | { type: 'code'; text: string }
  | { type: 'link'; text: string; href: string };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; content: Inline[] }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'tip'; content: Inline[] }
  | { type: 'code'; text: string };

export interface LessonSummary {
  id: string;
  title: string;
  minutes: number;
  /** App pages the lesson teaches (`/flow`, `/gamma`…). */
  pages: string[];
  completed: boolean;
}

export interface QuizSummary {
  questions: number;
  passMark: number;
  /** Best share of right answers so far, null before a first attempt. */
  bestScore: number | null;
  passed: boolean;
}

export interface ModuleSummary {
  id: string;
  title: string;
  lessons: LessonSummary[];
  quiz: QuizSummary | null;
}

export interface CourseProgress {
  completedLessons: number;
  totalLessons: number;
  passedQuizzes: number;
  totalQuizzes: number;
  /** Lessons and quizzes done, 0–100. */
  percent: number;
}

export interface CourseSummary {
  id: string;
  title: string;
  summary: string;
  level: string;
  pages: string[];
  progress: CourseProgress;
  /** Where "continue" goes: the last lesson opened, or the first not completed. */
  resumeLessonId: string | null;
}

export interface CourseList {
  courses: CourseSummary[];
  /** The lesson the user opened last, across courses. */
  resume: { courseId: string; lessonId: string; courseTitle: string; lessonTitle: string } | null;
}

export interface CourseDetail extends CourseSummary {
  intro: Block[];
  modules: ModuleSummary[];
}

export interface LessonDetail {
  courseId: string;
  courseTitle: string;
  moduleId: string;
  moduleTitle: string;
  id: string;
  title: string;
  minutes: number;
  pages: string[];
  /** A YouTube video for the lesson, played with the privacy-enhanced embed. */
  videoId: string | null;
  body: Block[];
  completed: boolean;
  previous: { id: string; title: string } | null;
  next: { id: string; title: string } | null;
  /** The module's quiz follows its last lesson. */
  quizAfter: string | null;
}

export interface QuizQuestionView {
  prompt: string;
  choices: string[];
}

export interface QuizView {
  courseId: string;
  moduleId: string;
  title: string;
  passMark: number;
  questions: QuizQuestionView[];
  bestScore: number | null;
  passed: boolean;
}

export interface QuizResult {
  score: number;
  correct: number;
  total: number;
  passed: boolean;
  passMark: number;
  /** Per question: the right choice and why. */
  review: { correctChoice: number; chosen: number; explanation: string }[];
  progress: CourseProgress;
}

export const COURSES: Route<'GET', 'courses', CourseList> = {
  method: 'GET',
  path: 'courses',
  requirement: 'useOwnTools',
  summary: "Every course with the user's progress and where to continue.",
};

export const COURSE: Route<'GET', 'courses/{x}', CourseDetail> = {
  method: 'GET',
  path: 'courses/{x}',
  requirement: 'useOwnTools',
  summary: 'One course: its modules, lessons, quizzes and the user’s progress (404 for an unknown course).',
};

export const LESSON: Route<'GET', 'courses/{x}/lessons/{y}', LessonDetail> = {
  method: 'GET',
  path: 'courses/{x}/lessons/{y}',
  requirement: 'useOwnTools',
  summary: 'One lesson with its text, previous/next and whether the user completed it.',
};

export const VISIT_LESSON: Route<'POST', 'courses/{x}/lessons/{y}/visit', { message?: string }> = {
  method: 'POST',
  path: 'courses/{x}/lessons/{y}/visit',
  requirement: 'useOwnTools',
  summary: 'Records the lesson as where the user left off.',
};

export const COMPLETE_LESSON: Route<
  'POST',
  'courses/{x}/lessons/{y}/complete',
  { completed: boolean; progress: CourseProgress }
> = {
  method: 'POST',
  path: 'courses/{x}/lessons/{y}/complete',
  requirement: 'useOwnTools',
  summary: 'Marks a lesson complete (or not) and answers the course progress.',
};

export const QUIZ: Route<'GET', 'courses/{x}/quizzes/{y}', QuizView> = {
  method: 'GET',
  path: 'courses/{x}/quizzes/{y}',
  requirement: 'useOwnTools',
  summary: "A module's quiz questions (without the answers).",
};

export const SUBMIT_QUIZ: Route<'POST', 'courses/{x}/quizzes/{y}', QuizResult> = {
  method: 'POST',
  path: 'courses/{x}/quizzes/{y}',
  requirement: 'useOwnTools',
  summary: "Grades a module's quiz on the server and keeps the user's best score.",
};

/**
 * Reads the courses folder (one folder per course) into the catalog the API serves. Run by the build step
 * (`npm run build:courses`), which writes catalog.generated.ts; a test checks that file matches the
 * Markdown, so an edited lesson cannot ship without its build.
 *
 * A course folder holds `course.md` (front matter: title, summary, level, order; body: the introduction),
 * lessons `m<module>-<nn>-<lesson-id>.md` (front matter: title, module, minutes, pages, video) and one
 * quiz per module `m<module>-quiz.md` (front matter: title, passMark; body: `## question`, `- [ ]` and
 * `- [x]` choices, a `>` explanation).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PASS_MARK, type Block } from '@flowdeck/endpoints/learning';
import { MarkdownError, parseInline, parseMarkdown, splitFrontMatter } from './markdown.js';

export interface CatalogLesson {
  id: string;
  title: string;
  minutes: number;
  pages: string[];
  videoId: string | null;
  body: Block[];
}

export interface CatalogQuestion {
  prompt: string;
  choices: string[];
  answer: number;
  explanation: string;
}

export interface CatalogModule {
  id: string;
  title: string;
  lessons: CatalogLesson[];
  quiz: { title: string; passMark: number; questions: CatalogQuestion[] } | null;
}

export interface CatalogCourse {
  id: string;
  title: string;
  summary: string;
  level: string;
  intro: Block[];
  modules: CatalogModule[];
}

const LESSON_FILE = /^m(\d+)-(\d+)-([a-z0-9-]+)\.md$/;
const QUIZ_FILE = /^m(\d+)-quiz\.md$/;

function required(meta: Record<string, string>, key: string, where: string): string {
  const value = meta[key];
  if (!value) throw new MarkdownError(`${where}: front matter has no ${key}`);
  return value;
}

function plain(text: string): string {
  return parseInline(text)
    .map((part) => part.text)
    .join('');
}

export function parseQuiz(body: string, where: string): CatalogQuestion[] {
  const questions: CatalogQuestion[] = [];
  for (const chunk of body.split(/^## /m).slice(1)) {
    const [promptLine = '', ...rest] = chunk.split('\n');
    const choices: string[] = [];
    let answer = -1;
    const explanation: string[] = [];
    for (const line of rest.map((l) => l.trim()).filter(Boolean)) {
      const choice = /^- \[( |x)\] (.+)$/.exec(line);
      if (choice) {
        if (choice[1] === 'x') {
          if (answer >= 0) throw new MarkdownError(`${where}: "${promptLine}" marks two right answers`);
          answer = choices.length;
        }
        choices.push(plain(choice[2] ?? ''));
      } else if (line.startsWith('>')) explanation.push(line.replace(/^>\s?/, ''));
      else throw new MarkdownError(`${where}: unexpected line "${line}" in a question`);
    }
    if (choices.length < 2 || answer < 0)
      throw new MarkdownError(`${where}: "${promptLine}" needs two choices and one marked [x]`);
    questions.push({ prompt: plain(promptLine.trim()), choices, answer, explanation: explanation.join(' ') });
  }
  if (questions.length === 0) throw new MarkdownError(`${where}: no questions`);
  return questions;
}

export function loadCourse(dir: string): CatalogCourse {
  const id = path.basename(dir);
  const read = (file: string) => splitFrontMatter(readFileSync(path.join(dir, file), 'utf8'));
  const course = read('course.md');
  const modules = new Map<string, CatalogModule>();
  const files = readdirSync(dir).sort();
  for (const file of files) {
    const lesson = LESSON_FILE.exec(file);
    if (!lesson) continue;
    const where = `${id}/${file}`;
    const { meta, body } = read(file);
    const moduleId = `m${lesson[1]}`;
    const module = modules.get(moduleId) ?? {
      id: moduleId,
      title: required(meta, 'module', where),
      lessons: [],
      quiz: null,
    };
    const pages = (meta.pages ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    for (const page of pages)
      if (!page.startsWith('/')) throw new MarkdownError(`${where}: page "${page}" is not an app path`);
    module.lessons.push({
      id: lesson[3] ?? '',
      title: required(meta, 'title', where),
      minutes: Number(meta.minutes ?? 5) || 5,
      pages,
      videoId: meta.video || null,
      body: parseMarkdown(body),
    });
    modules.set(moduleId, module);
  }
  for (const file of files) {
    const quiz = QUIZ_FILE.exec(file);
    if (!quiz) continue;
    const where = `${id}/${file}`;
    const module = modules.get(`m${quiz[1]}`);
    if (!module) throw new MarkdownError(`${where}: no lessons for this module`);
    const { meta, body } = read(file);
    module.quiz = {
      title: required(meta, 'title', where),
      passMark: meta.passMark ? Number(meta.passMark) : DEFAULT_PASS_MARK,
      questions: parseQuiz(body, where),
    };
  }
  const ids = new Set<string>();
  for (const module of modules.values())
    for (const lesson of module.lessons) {
      if (ids.has(lesson.id)) throw new MarkdownError(`${id}: two lessons are called ${lesson.id}`);
      ids.add(lesson.id);
    }
  return {
    id,
    title: required(course.meta, 'title', `${id}/course.md`),
    summary: required(course.meta, 'summary', `${id}/course.md`),
    level: course.meta.level ?? 'Beginner',
    intro: parseMarkdown(course.body),
    modules: [...modules.values()].sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1))),
  };
}

export const COURSES_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'courses');

/** Every course, in the order their course.md files ask for (then by id). */
export function loadCatalog(dir = COURSES_DIR): CatalogCourse[] {
  const order = (courseDir: string) =>
    Number(splitFrontMatter(readFileSync(path.join(dir, courseDir, 'course.md'), 'utf8')).meta.order ?? 99);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((name) => loadCourse(path.join(dir, name)));
}

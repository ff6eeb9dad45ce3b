import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COURSE_CATALOG } from './catalog.generated.js';
import { loadCatalog, parseQuiz, type CatalogCourse } from './course-loader.js';
import { MarkdownError, parseInline, parseMarkdown } from './markdown.js';
import { courseProgress, resumeLesson } from './progress.js';

describe('course Markdown', () => {
  it('reads headings, lists, tips, code and inline marks into data', () => {
    const blocks = parseMarkdown(
      '# Title\nSome **bold** and *em* with `code`\nand a [link](/flow).\n\n- one\n- two\n\n1. first\n\n> A tip\n> on two lines\n\n```\nx = 1\n```\n',
    );
    assert.deepEqual(
      blocks.map((b) => b.type),
      ['heading', 'paragraph', 'list', 'list', 'tip', 'code'],
    );
    assert.deepEqual(parseInline('a **b** [c](/gamma)'), [
      { type: 'text', text: 'a ' },
      { type: 'strong', text: 'b' },
      { type: 'text', text: ' ' },
      { type: 'link', text: 'c', href: '/gamma' },
    ]);
    assert.deepEqual(parseInline('they _sell_ stock; snake_case stays'), [
      { type: 'text', text: 'they ' },
      { type: 'em', text: 'sell' },
      { type: 'text', text: ' stock; snake_case stays' },
    ]);
    assert.throws(() => parseInline('[x](javascript:alert(1))'), MarkdownError);
    assert.throws(() => parseMarkdown('```\nnever closed'), /never closed/);
  });

  it('reads a quiz with one right answer per question', () => {
    const [q] = parseQuiz('## Which?\n- [ ] no\n- [x] yes\n> Because.\n', 'q.md');
    assert.deepEqual(q, { prompt: 'Which?', choices: ['no', 'yes'], answer: 1, explanation: 'Because.' });
    assert.throws(() => parseQuiz('## Which?\n- [x] a\n- [x] b\n', 'q.md'), /two right answers/);
    assert.throws(() => parseQuiz('## Which?\n- [ ] a\n- [ ] b\n', 'q.md'), /one marked/);
  });

  it('ships the catalog built from the Markdown as it is now (run npm run build:courses after an edit)', () => {
    assert.deepEqual(COURSE_CATALOG, loadCatalog());
  });

  it('holds three real courses, each lesson tied to app pages, each module with a quiz', () => {
    assert.deepEqual(
      COURSE_CATALOG.map((c) => c.id),
      ['reading-options-flow', 'gamma-exposure-and-dealer-hedging', 'screener-and-alerts'],
    );
    for (const course of COURSE_CATALOG) {
      for (const module of course.modules) {
        assert.ok(module.quiz && module.quiz.questions.length >= 3, `${course.id}/${module.id} quiz`);
        for (const lesson of module.lessons) assert.ok(lesson.pages.length > 0, `${course.id}/${lesson.id} pages`);
      }
    }
  });
});

describe('course progress', () => {
  const course: CatalogCourse = {
    id: 'c',
    title: 'C',
    summary: '',
    level: '',
    intro: [],
    modules: [
      {
        id: 'm1',
        title: 'M1',
        lessons: [
          { id: 'a', title: 'A', minutes: 1, pages: [], videoId: null, body: [] },
          { id: 'b', title: 'B', minutes: 1, pages: [], videoId: null, body: [] },
        ],
        quiz: { title: 'Q', passMark: 0.7, questions: [] },
      },
      {
        id: 'm2',
        title: 'M2',
        lessons: [{ id: 'c1', title: 'C1', minutes: 1, pages: [], videoId: null, body: [] }],
        quiz: null,
      },
    ],
  };
  it('counts lessons and quizzes as steps: 2 lessons and 1 quiz of 4 steps is 75%', () => {
    const state = { completed: new Set(['a', 'b']), passedQuizzes: new Set(['m1']), visited: ['b', 'a'] };
    assert.deepEqual(courseProgress(course, state), {
      completedLessons: 2,
      totalLessons: 3,
      passedQuizzes: 1,
      totalQuizzes: 1,
      percent: 75,
    });
  });
  it('continues at the last lesson opened, or the next one not done', () => {
    assert.equal(resumeLesson(course, { completed: new Set(), passedQuizzes: new Set(), visited: [] }), 'a');
    assert.equal(resumeLesson(course, { completed: new Set(), passedQuizzes: new Set(), visited: ['b'] }), 'b');
    assert.equal(
      resumeLesson(course, { completed: new Set(['b']), passedQuizzes: new Set(), visited: ['b', 'a'] }),
      'c1',
    );
    assert.equal(
      resumeLesson(course, { completed: new Set(['a', 'b', 'c1']), passedQuizzes: new Set(), visited: ['c1'] }),
      null,
    );
  });
});

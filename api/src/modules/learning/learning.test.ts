import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CourseDetail, CourseList, LessonDetail, QuizResult, QuizView } from '@flowdeck/endpoints/learning';
import { bearer, signUp, startTestApp, testBackends, type TestApp } from '../../test/harness.js';
import { COURSE_CATALOG } from './catalog.generated.js';

const backends = await testBackends();
const FLOW = 'reading-options-flow';

for (const backend of backends) {
  describe(`learning center on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let first: Record<string, string>;
    let other: Record<string, string>;
    before(async () => {
      t = await startTestApp(backend, { seed: { historyDays: 5, symbolLimit: 10, politicianTrades: 10 } });
      first = bearer((await signUp(t, 'student_l')).access);
      other = bearer((await signUp(t, 'other_l')).access);
    });
    after(async () => {
      await t?.close();
    });

    const call = async <T>(
      method: 'GET' | 'POST',
      url: string,
      auth: Record<string, string>,
      payload?: object,
      status = 200,
    ) => {
      const res = await t.request({ method, url: `/api/${url}`, headers: auth, ...(payload ? { payload } : {}) });
      assert.equal(res.statusCode, status, `${method} ${url}: ${res.body}`);
      return res.json<T>();
    };
    /** A second sign-in of the same user: a new session with its own token. */
    const newSession = async () => {
      const login = await t.request({
        method: 'POST',
        url: '/api/token/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: 'student_l', password: 'correct-horse-9' }).toString(),
      });
      return bearer(login.json<{ access: string }>().access);
    };

    it('lists the three courses at 0% with nowhere to continue yet', async () => {
      assert.equal((await t.request({ method: 'GET', url: '/api/courses' })).statusCode, 401);
      const list = await call<CourseList>('GET', 'courses', first);
      assert.equal(list.courses.length, 3);
      assert.ok(list.courses.every((c) => c.progress.percent === 0));
      assert.equal(list.resume, null);
      assert.equal(list.courses[0]?.resumeLessonId, 'what-the-tape-shows');
    });

    it('keeps progress across sessions: completed lessons, the course % and where to continue', async () => {
      await call('POST', `courses/${FLOW}/lessons/what-the-tape-shows/visit`, first);
      const done = await call<{ progress: { percent: number; completedLessons: number } }>(
        'POST',
        `courses/${FLOW}/lessons/what-the-tape-shows/complete`,
        first,
        { completed: true },
      );
      assert.deepEqual([done.progress.completedLessons, done.progress.percent], [1, 17]);
      await call('POST', `courses/${FLOW}/lessons/sweeps-and-blocks/visit`, first);

      const later = await newSession();
      const list = await call<CourseList>('GET', 'courses', later);
      assert.deepEqual(list.resume, {
        courseId: FLOW,
        lessonId: 'sweeps-and-blocks',
        courseTitle: 'Reading Options Flow',
        lessonTitle: 'Sweeps, blocks and splits',
      });
      assert.equal(list.courses[0]?.progress.percent, 17);
      const lesson = await call<LessonDetail>('GET', `courses/${FLOW}/lessons/what-the-tape-shows`, later);
      assert.equal(lesson.completed, true);
      assert.equal(lesson.previous, null);
      assert.deepEqual(lesson.next, { id: 'sweeps-and-blocks', title: 'Sweeps, blocks and splits' });
      const second = await call<LessonDetail>('GET', `courses/${FLOW}/lessons/sweeps-and-blocks`, later);
      assert.equal(second.quizAfter, 'm1');
      assert.ok(second.body.some((b) => b.type === 'heading'));
      const undo = await call<{ progress: { completedLessons: number } }>(
        'POST',
        `courses/${FLOW}/lessons/what-the-tape-shows/complete`,
        later,
        { completed: false },
      );
      assert.equal(undo.progress.completedLessons, 0);
      await call('POST', `courses/${FLOW}/lessons/what-the-tape-shows/complete`, later, {});
    });

    it('grades a quiz on the server, keeps the best score and counts a pass toward the course', async () => {
      const quiz = await call<QuizView>('GET', `courses/${FLOW}/quizzes/m1`, first);
      assert.equal(quiz.questions.length, 4);
      assert.ok(!('answer' in (quiz.questions[0] as object)));
      const answers = COURSE_CATALOG[0]?.modules[0]?.quiz?.questions.map((q) => q.answer) ?? [];
      const wrong = answers.map((a) => (a === 0 ? 1 : 0));
      const failed = await call<QuizResult>('POST', `courses/${FLOW}/quizzes/m1`, first, { answers: wrong });
      assert.deepEqual([failed.correct, failed.passed, failed.score], [0, false, 0]);
      const threeRight = [...answers.slice(0, 3), wrong[3] ?? 0];
      const passed = await call<QuizResult>('POST', `courses/${FLOW}/quizzes/m1`, first, { answers: threeRight });
      assert.deepEqual([passed.correct, passed.passed, passed.score], [3, true, 0.75]);
      await call<QuizResult>('POST', `courses/${FLOW}/quizzes/m1`, first, { answers: wrong });
      const detail = await call<CourseDetail>('GET', `courses/${FLOW}`, first);
      assert.deepEqual(detail.modules[0]?.quiz, { questions: 4, passMark: 0.7, bestScore: 0.75, passed: true });
      assert.equal(detail.progress.percent, 33);
      const short = await t.request({
        method: 'POST',
        url: `/api/courses/${FLOW}/quizzes/m1`,
        headers: first,
        payload: { answers: [0] },
      });
      assert.equal(short.statusCode, 400);
      const outOfRange = await t.request({
        method: 'POST',
        url: `/api/courses/${FLOW}/quizzes/m1`,
        headers: first,
        payload: { answers: [9, 0, 0, 0] },
      });
      assert.equal(outOfRange.statusCode, 400);
    });

    it("keeps each user's progress to themselves", async () => {
      const list = await call<CourseList>('GET', 'courses', other);
      assert.equal(list.resume, null);
      assert.ok(list.courses.every((c) => c.progress.percent === 0));
      const detail = await call<CourseDetail>('GET', `courses/${FLOW}`, other);
      assert.equal(detail.modules[0]?.quiz?.bestScore, null);
    });

    it('answers 404 for unknown courses, lessons and quizzes', async () => {
      const missing = await call<{ error: string }>('GET', 'courses/no-such-course', first, undefined, 404);
      assert.match(missing.error, /not found/i);
      await call('GET', `courses/${FLOW}/lessons/no-such-lesson`, first, undefined, 404);
      await call('GET', `courses/${FLOW}/quizzes/m9`, first, undefined, 404);
      await call('GET', 'courses/Bad%20Id', first, undefined, 404);
      await call('POST', `courses/${FLOW}/lessons/no-such-lesson/complete`, first, {}, 404);
    });
  });
}

/** The Learning Center's contracts (see ./learning.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  COMPLETE_LESSON,
  COURSE,
  COURSES,
  LESSON,
  QUIZ,
  SUBMIT_QUIZ,
  VISIT_LESSON,
} from '@flowdeck/endpoints/learning';
import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'Not a course or lesson id.');
const courseParams = z.object({ x: slug });
const lessonParams = z.object({ x: slug, y: slug });
const paramFields = { x: 'course', y: 'lesson' };

export const coursesContract = defineContract(COURSES, {});
export const courseContract = defineContract(COURSE, { params: courseParams, paramFields: { x: 'course' } });
export const lessonContract = defineContract(LESSON, { params: lessonParams, paramFields });
export const visitLessonContract = defineContract(VISIT_LESSON, { params: lessonParams, paramFields });
export const completeLessonContract = defineContract(COMPLETE_LESSON, {
  params: lessonParams,
  paramFields,
  body: z.object({ completed: z.boolean({ error: 'Say true or false.' }).default(true) }),
});
export const quizContract = defineContract(QUIZ, { params: lessonParams, paramFields: { x: 'course', y: 'module' } });
export const submitQuizContract = defineContract(SUBMIT_QUIZ, {
  params: lessonParams,
  paramFields: { x: 'course', y: 'module' },
  body: z.object({
    answers: z
      .array(z.number({ error: 'Pick one choice per question.' }).int().min(0), {
        error: 'Send one answer per question.',
      })
      .max(50),
  }),
});

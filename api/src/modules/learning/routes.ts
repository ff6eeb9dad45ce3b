import {
  completeLessonContract,
  courseContract,
  coursesContract,
  lessonContract,
  quizContract,
  submitQuizContract,
  visitLessonContract,
} from '@flowdeck/endpoints/learning/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { NotFoundError } from '../../errors.js';
import { route } from '../../lib/contract-route.js';
import { userIdOf } from '../../security/guard.js';
import { checkAccess } from '../../security/subscription.js';
import { createLearningService } from './service.js';

/** The Learning Center's endpoints: a signed-in user's own progress, behind the paywall (as the journal). */
export function learningRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const learning = createLearningService(deps.db, deps.now);
    const subscriber = async (request: FastifyRequest): Promise<number> => {
      const userId = userIdOf(request);
      if (request.principal) await checkAccess(deps, request.principal);
      return userId;
    };
    // A malformed id names nothing that exists: "not found", as for an unknown one.
    const notFound = { invalidParams: () => new NotFoundError('Not found') };
    route(app, coursesContract, deps, async (request) => learning.list(await subscriber(request)));
    route(
      app,
      courseContract,
      deps,
      async (request) => learning.course(await subscriber(request), request.params.x),
      notFound,
    );
    route(
      app,
      lessonContract,
      deps,
      async (request) => learning.lesson(await subscriber(request), request.params.x, request.params.y),
      notFound,
    );
    route(
      app,
      visitLessonContract,
      deps,
      async (request) => learning.visit(await subscriber(request), request.params.x, request.params.y),
      notFound,
    );
    route(
      app,
      completeLessonContract,
      deps,
      async (request) =>
        learning.complete(await subscriber(request), request.params.x, request.params.y, request.body.completed),
      notFound,
    );
    route(
      app,
      quizContract,
      deps,
      async (request) => learning.quiz(await subscriber(request), request.params.x, request.params.y),
      notFound,
    );
    route(
      app,
      submitQuizContract,
      deps,
      async (request) =>
        learning.submitQuiz(await subscriber(request), request.params.x, request.params.y, request.body.answers),
      notFound,
    );
  };
}

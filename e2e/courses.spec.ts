import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { signIn } from './support';

test('learning center: a lesson completed and a quiz passed count toward the course, and the list offers to continue', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'Learning Center', level: 1 })).toBeVisible();
  const course = page.getByRole('article', { name: 'Reading Options Flow' });
  await course.getByRole('button', { name: 'Start course' }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  const lesson = page.getByRole('article', { name: 'What the flow tape shows' });
  await expect(lesson.getByRole('link', { name: 'Open Flows' })).toHaveAttribute('href', '/flow');
  await lesson.getByRole('checkbox', { name: 'I have completed this lesson' }).check();
  await expect(lesson.getByRole('checkbox', { name: 'I have completed this lesson' })).toBeChecked();
  await lesson.getByRole('button', { name: /^Next: Sweeps, blocks and splits/ }).click();
  await page.getByRole('button', { name: 'Take the module quiz' }).click();

  const quiz = page.getByRole('region', { name: 'Quiz: Anatomy of a print' });
  const pick = (question: number, choice: RegExp) =>
    quiz
      .getByRole('group', { name: new RegExp(`^${question}\\. `) })
      .getByRole('radio', { name: choice })
      .check();
  await pick(1, /may be bullish or a hedge/);
  await pick(2, /split across several exchanges/);
  await pick(3, /Spreads print as several rows/);
  await pick(4, /Whether it printed in the first five minutes/);
  await quiz.getByRole('button', { name: 'Check answers' }).click();
  await expect(quiz.getByText(/3 of 4 right \(75%\)\. Module passed\. Course 33% complete\./)).toBeVisible();

  await page.goto('/courses');
  await expect(page.getByText('Continue where you left off:')).toContainText('Sweeps, blocks and splits');
  await expect(page.getByRole('article', { name: 'Reading Options Flow' }).getByText('33%')).toBeVisible();

  mkdirSync('var/e2e-screenshots', { recursive: true });
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/courses?course=gamma-exposure-and-dealer-hedging&lesson=long-and-short-gamma');
    await expect(
      page.getByRole('heading', { name: 'Long gamma dampens, short gamma amplifies', level: 2 }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `var/e2e-screenshots/courses-lesson-${width}.png`, fullPage: true });
  }
  await page.goto('/courses');
  await expect(page.getByRole('article', { name: 'Using the Screener and Alerts' })).toBeVisible();
  await page.screenshot({ path: 'var/e2e-screenshots/courses-list-1440.png', fullPage: true });
});

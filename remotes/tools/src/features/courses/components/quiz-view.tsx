import type { QuizView as Quiz } from '@flowdeck/endpoints/learning';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useSubmitQuiz } from '../api/learning-mutations';

/** A module quiz: one choice per question, graded by the API, with the right answers explained after. */
export function QuizView({ quiz, onNext }: { quiz: Quiz; onNext: () => void }) {
  const submit = useSubmitQuiz();
  const [answers, setAnswers] = useState<(number | null)[]>(() => quiz.questions.map(() => null));
  const result = submit.data;
  const complete = answers.every((a) => a !== null);
  const percent = (value: number) => `${Math.round(value * 100)}%`;

  return (
    <Paper component="section" aria-label={`Quiz: ${quiz.title}`} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2">
        Quiz: {quiz.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Pass mark {percent(quiz.passMark)}
        {quiz.bestScore !== null ? ` · your best ${percent(quiz.bestScore)}${quiz.passed ? ' (passed)' : ''}` : ''}
      </Typography>
      <Stack spacing={3}>
        {quiz.questions.map((question, i) => {
          const review = result?.review[i];
          return (
            <FormControl key={question.prompt} component="fieldset">
              <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
                {i + 1}. {question.prompt}
              </FormLabel>
              <RadioGroup
                value={answers[i] === null ? '' : String(answers[i])}
                onChange={(e) => {
                  const next = [...answers];
                  next[i] = Number(e.target.value);
                  setAnswers(next);
                  submit.reset();
                }}
              >
                {question.choices.map((choice, c) => (
                  <FormControlLabel
                    key={choice}
                    value={String(c)}
                    control={<Radio />}
                    label={choice}
                    sx={review && c === review.correctChoice ? { color: 'success.main' } : undefined}
                  />
                ))}
              </RadioGroup>
              {review ? (
                <Typography
                  variant="body2"
                  color={review.chosen === review.correctChoice ? 'success.main' : 'error.main'}
                >
                  {review.chosen === review.correctChoice ? 'Right. ' : 'Not quite. '}
                  {review.explanation}
                </Typography>
              ) : null}
            </FormControl>
          );
        })}
      </Stack>
      {result ? (
        <Alert severity={result.passed ? 'success' : 'warning'} sx={{ mt: 2 }}>
          {result.correct} of {result.total} right ({percent(result.score)}).{' '}
          {result.passed
            ? 'Module passed.'
            : `You need ${percent(result.passMark)}: read the explanations and try again.`}{' '}
          Course {result.progress.percent}% complete.
        </Alert>
      ) : null}
      <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={!complete || submit.isPending}
          onClick={() =>
            submit.mutate({ courseId: quiz.courseId, moduleId: quiz.moduleId, answers: answers.map((a) => a ?? 0) })
          }
        >
          {submit.isPending ? 'Checking…' : complete ? 'Check answers' : 'Answer every question'}
        </Button>
        {result?.passed ? <Button onClick={onNext}>Back to the course</Button> : null}
      </Box>
    </Paper>
  );
}

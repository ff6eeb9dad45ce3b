import { specNavTitle, type SpecNavPath } from '@flowdeck/contract';
import { YOUTUBE_EMBED_BASE } from '@flowdeck/endpoints/media';
import type { LessonDetail } from '@flowdeck/endpoints/learning';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Box, Button, Checkbox, Chip, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCompleteLesson, useVisitLesson } from '../api/learning-mutations';
import { MarkdownBlocks } from './markdown-blocks';

function pageTitle(path: string): string {
  try {
    return specNavTitle(path as SpecNavPath);
  } catch {
    return path;
  }
}

/** One lesson: its text (and video), the pages it teaches, completion and previous/next. */
export function LessonView({
  lesson,
  onLesson,
  onQuiz,
}: {
  lesson: LessonDetail;
  onLesson: (id: string) => void;
  onQuiz: (moduleId: string) => void;
}) {
  const visit = useVisitLesson();
  const complete = useCompleteLesson();
  // The box follows the click at once (a controlled box would flick back until the save is under way), then the
  // server's answer: a failed save puts it back.
  const [completed, setCompleted] = useState(lesson.completed);
  useEffect(() => setCompleted(lesson.completed), [lesson.completed]);
  const { mutate: recordVisit } = visit;
  useEffect(() => {
    recordVisit({ courseId: lesson.courseId, lessonId: lesson.id });
  }, [recordVisit, lesson.courseId, lesson.id]);

  return (
    <Paper component="article" aria-label={lesson.title} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="overline" color="text.secondary">
        {lesson.moduleTitle} · {lesson.minutes} min
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {lesson.title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {lesson.pages.map((path) => (
          <Chip
            key={path}
            label={`Open ${pageTitle(path)}`}
            component={RouterLink}
            to={path}
            clickable
            size="small"
            variant="outlined"
          />
        ))}
      </Stack>
      {lesson.videoId ? (
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', mb: 2 }}>
          <Box
            component="iframe"
            src={`${YOUTUBE_EMBED_BASE}${encodeURIComponent(lesson.videoId)}?rel=0`}
            title={`Video: ${lesson.title}`}
            allowFullScreen
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </Box>
      ) : null}
      <MarkdownBlocks blocks={lesson.body} />
      <FormControlLabel
        control={
          <Checkbox
            checked={completed}
            onChange={(e) => {
              setCompleted(e.target.checked);
              complete.mutate(
                { courseId: lesson.courseId, lessonId: lesson.id, completed: e.target.checked },
                // Refused (nothing returned): the box shows what is stored again.
                { onSuccess: (saved) => saved || setCompleted(lesson.completed) },
              );
            }}
          />
        }
        label="I have completed this lesson"
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mt: 2, flexWrap: 'wrap', gap: 1 }}>
        {lesson.previous ? (
          <Button startIcon={<ArrowBack />} onClick={() => onLesson(lesson.previous?.id ?? '')}>
            Previous
          </Button>
        ) : (
          <span />
        )}
        {lesson.quizAfter ? (
          <Button variant="contained" endIcon={<ArrowForward />} onClick={() => onQuiz(lesson.quizAfter ?? '')}>
            Take the module quiz
          </Button>
        ) : lesson.next ? (
          <Button variant="contained" endIcon={<ArrowForward />} onClick={() => onLesson(lesson.next?.id ?? '')}>
            Next: {lesson.next.title}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

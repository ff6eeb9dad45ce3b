import type { Block, Inline } from '@flowdeck/endpoints/learning';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

function Inlines({ parts }: { parts: readonly Inline[] }) {
  return (
    <>
      {parts.map((part, i) => {
        switch (part.type) {
          case 'strong':
            return <strong key={i}>{part.text}</strong>;
          case 'em':
            return <em key={i}>{part.text}</em>;
          case 'code':
            return (
              <Box
                key={i}
                component="code"
                sx={{ px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover', fontSize: '0.9em' }}
              >
                {part.text}
              </Box>
            );
          case 'link':
            return part.href.startsWith('/') ? (
              <Link key={i} component={RouterLink} to={part.href}>
                {part.text}
              </Link>
            ) : (
              <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer">
                {part.text}
              </Link>
            );
          default:
            return <span key={i}>{part.text}</span>;
        }
      })}
    </>
  );
}

/** A lesson's text, from the build step's data (never HTML). */
export function MarkdownBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <Stack spacing={1.5} sx={{ overflowWrap: 'anywhere', mb: 2 }}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return (
              <Typography
                key={i}
                variant={block.level === 2 ? 'h6' : 'subtitle1'}
                component={`h${block.level + 1}` as 'h3'}
                sx={{ fontWeight: 700, mt: 2 }}
              >
                <Inlines parts={block.content} />
              </Typography>
            );
          case 'list':
            return (
              <Box key={i} component={block.ordered ? 'ol' : 'ul'} sx={{ pl: 3, my: 0 }}>
                {block.items.map((item, j) => (
                  <Typography key={j} component="li" variant="body1" sx={{ mb: 0.5 }}>
                    <Inlines parts={item} />
                  </Typography>
                ))}
              </Box>
            );
          case 'tip':
            return (
              <Alert key={i} severity="info" icon={false}>
                <Inlines parts={block.content} />
              </Alert>
            );
          case 'code':
            return (
              <Box
                key={i}
                component="pre"
                sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}
              >
                {block.text}
              </Box>
            );
          default:
            return (
              <Typography key={i} variant="body1">
                <Inlines parts={block.content} />
              </Typography>
            );
        }
      })}
    </Stack>
  );
}

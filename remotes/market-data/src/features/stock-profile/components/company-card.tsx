import { formatThousands } from '@flowdeck/ui-kit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { CompanyProfile } from '../../../api/get-company-profile';
import { NO_VALUE, orDash } from '../../../format';

/** "https://www.apple.com/" → "apple.com". */
export function websiteLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** What the company is and who runs it. */
export function CompanyCard({ profile }: { profile: CompanyProfile }) {
  const facts: [string, ReactNode][] = [
    ['CEO', profile.ceo ?? NO_VALUE],
    ['Headquarters', profile.headquarters ?? NO_VALUE],
    ['Founded', orDash(profile.founded, String)],
    ['Employees', orDash(profile.employees, (v) => formatThousands(v))],
    [
      'Website',
      profile.website ? (
        <Link href={profile.website} target="_blank" rel="noopener noreferrer" underline="hover">
          {websiteLabel(profile.website)}
          <OpenInNewIcon sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }} />
        </Link>
      ) : (
        NO_VALUE
      ),
    ],
  ];
  return (
    <Paper variant="outlined" component="section" aria-label="Company" sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        About {profile.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
        {profile.description}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

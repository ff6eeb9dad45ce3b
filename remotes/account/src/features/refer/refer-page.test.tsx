import { REFERRAL_CODE_KEY } from '@flowdeck/contract';
import { createAppTheme } from '@flowdeck/ui-kit';
import { ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ReferPage from './refer-page';

function renderAt(url: string) {
  return render(
    <ThemeProvider theme={createAppTheme('dark')}>
      <MemoryRouter initialEntries={[url]}>
        <ReferPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => localStorage.clear());

test('a via code is remembered for registration and shown', async () => {
  renderAt('/refer?via=ann_42');
  expect(await screen.findByText('Invitation code ann_42')).toBeInTheDocument();
  expect(localStorage.getItem(REFERRAL_CODE_KEY)).toBe('ann_42');
  expect(screen.getByRole('link', { name: 'Claim your free trial' })).toHaveAttribute('href', '/login?tab=register');
});

test('a malformed via value is ignored and keeps an earlier code', async () => {
  localStorage.setItem(REFERRAL_CODE_KEY, 'first1');
  renderAt('/refer?via=%3Cscript%3E');
  expect(await screen.findByText('Invitation code first1')).toBeInTheDocument();
  expect(localStorage.getItem(REFERRAL_CODE_KEY)).toBe('first1');
});

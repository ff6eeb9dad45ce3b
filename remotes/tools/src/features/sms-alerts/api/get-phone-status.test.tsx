import { apiUrl, setupApiServer } from '@flowdeck/api-client/testing';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { PHONE_STATUS, PHONE_STATUS_QUERY_KEY } from '@flowdeck/endpoints/account';
import { pathOf, type ResponseOf } from '@flowdeck/endpoints/route';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { usePhoneStatus } from './get-phone-status';

const server = setupApiServer();

const status = (phoneNumber: string | null, verified: boolean): ResponseOf<typeof PHONE_STATUS> => ({
  phoneNumber,
  verified,
  pending: null,
  outbox: true,
  available: true,
});

function Phone() {
  const phone = usePhoneStatus();
  if (!phone.data) return <p>loading</p>;
  return <p>{phone.data.verified ? `verified ${phone.data.phoneNumber}` : 'no verified number'}</p>;
}

// Account settings verifies the number and writes the phone status into its cache entry; SMS Alerts (this
// remote) reads the same entry, so the page shows the verified number at once, without another request.
it('reads the phone status from the one cache entry Account settings writes', async () => {
  let reads = 0;
  server.use(
    http.get(apiUrl(pathOf(PHONE_STATUS)), () => {
      reads += 1;
      return HttpResponse.json(status(null, false));
    }),
  );
  const { queryClient } = renderWithProviders(<Phone />);
  expect(await screen.findByText('no verified number')).toBeInTheDocument();

  act(() => {
    queryClient.setQueryData(PHONE_STATUS_QUERY_KEY, status('+12025550123', true));
  });
  expect(await screen.findByText('verified +12025550123')).toBeInTheDocument();
  expect(reads).toBe(1);
});

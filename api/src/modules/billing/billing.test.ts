import assert from 'node:assert/strict';
import { errorBody } from '../../errors.js';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type {
  BillingOverview,
  BillingPlans,
  CheckoutSessionView,
  CheckoutStart,
  PaymentResult,
  UserProfile,
} from '@flowdeck/api-types';
import Stripe from 'stripe';
import type { BillingConfig } from '../../config.js';
import { addDays, toIsoDate } from '@flowdeck/market-calendar';
import { apiAs, bearer, signUp, startTestApp, TEST_NOW, testBackends, type TestApp } from '../../test/harness.js';
import { TRIAL_DAYS } from '../auth/service.js';
import { PLAN_IDS, planById } from './plans.js';
import { MALFORMED_EVENT } from './routes.js';
import { MESSAGES } from './schemas.js';
import { DECLINE_MESSAGES } from './test-cards.js';

const backends = await testBackends();
const TODAY = toIsoDate(TEST_NOW);
const TRIAL_END = addDays(TODAY, TRIAL_DAYS);
const DAY_MS = 86_400_000;
const VISA = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ann Lee', postalCode: '94107' };
const DECLINED = { ...VISA, cardNumber: '4000 0000 0000 0002' };
const RENEWALS_DECLINE = { ...VISA, cardNumber: '4000000000000341' };

type Json = Record<string, unknown>;

function plan(id: string) {
  const found = planById(id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
}

for (const backend of backends) {
  describe(`billing with the test provider on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let clock = TEST_NOW;
    before(async () => {
      t = await startTestApp(backend, {}, () => clock);
    });
    after(async () => {
      await t?.close();
    });

    const { get, post } = apiAs(() => t);
    const me = async (access: string) => (await get('user/me', access)).json<UserProfile>();
    const overview = async (access: string) => (await get('billing/overview', access)).json<BillingOverview>();

    /** Access tokens last 15 minutes: after moving the clock, sign in again. */
    async function login(username: string): Promise<string> {
      const res = await t.request({
        method: 'POST',
        url: '/api/token/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password: 'correct-horse-9' }).toString(),
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json<{ access: string }>().access;
    }

    async function startCheckout(access: string, planId: string): Promise<CheckoutStart> {
      const res = await post('billing/checkout', access, { planId });
      assert.equal(res.statusCode, 200, res.body);
      return res.json<CheckoutStart>();
    }

    async function buy(access: string, planId: string, card = VISA): Promise<PaymentResult> {
      const { checkoutId } = await startCheckout(access, planId);
      const res = await post(`billing/checkout/${checkoutId}/pay`, access, card);
      assert.equal(res.statusCode, 200, res.body);
      return res.json<PaymentResult>();
    }

    it("lists the brand's monthly, yearly and bot plans with the yearly saving", async () => {
      const res = await get('billing/plans?host=www.flowdeck.app');
      assert.equal(res.statusCode, 200);
      const body = res.json<BillingPlans>();
      assert.equal(body.provider, 'test');
      assert.deepEqual(body.brand, { id: 'flowdeck', name: 'FlowDeck' });
      assert.deepEqual(
        body.plans.map((p) => [p.id, p.kind, p.interval, p.priceCents, p.savingPercent]),
        [
          ['flowdeck_monthly', 'access', 'month', 4_900, null],
          ['flowdeck_yearly', 'access', 'year', 46_800, 20],
          ['flowdeck_bot_monthly', 'bot', 'month', 1_900, null],
          // The bot alone would save 21.05%: the price list shows one saving, true of every yearly plan.
          ['flowdeck_bot_yearly', 'bot', 'year', 18_000, 20],
        ],
      );
      assert.equal(body.yearlySavingPercent, 20);
      assert.equal(body.plans[1]?.monthlyPriceCents, 3_900);
      assert.ok((body.plans[0]?.features.length ?? 0) > 3);
      const other = (await get('billing/plans?host=OptionsDeck.io')).json<BillingPlans>();
      assert.equal(other.brand.name, 'OptionsDeck');
      assert.deepEqual(
        other.plans.map((p) => p.id),
        ['optionsdeck_monthly', 'optionsdeck_yearly', 'optionsdeck_bot_monthly', 'optionsdeck_bot_yearly'],
      );
      assert.equal((await get('billing/plans?host=localhost')).json<BillingPlans>().brand.id, 'flowdeck');
    });

    it("sells only the served site's brand, whatever the Origin header says: nothing else is started", async () => {
      const { access } = await signUp(t, 'brand_buyer');
      const checkout = (origin: string, planId: string) =>
        t.request({
          method: 'POST',
          url: '/api/billing/checkout',
          headers: { ...bearer(access), origin },
          payload: { planId },
        });
      // This deployment serves the default brand (APP_ORIGIN): the cheaper OptionsDeck plan cannot be bought
      // by claiming to come from optionsdeck.io.
      const refused = await checkout('https://www.optionsdeck.io', 'optionsdeck_monthly');
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json(), errorBody({ planId: MESSAGES.planNotOnBrand }));
      assert.equal((await checkout('http://localhost:3000', 'optionsdeck_yearly')).statusCode, 400);
      assert.equal((await overview(access)).subscriptions.length, 0);
      const sold = await checkout('https://www.optionsdeck.io', 'flowdeck_monthly');
      assert.equal(sold.statusCode, 200, 'the served brand is sold');
    });

    it("a deployment serving another brand's site sells that brand", async () => {
      const other = await startTestApp(backend, { appOrigin: 'https://optionsdeck.io' });
      try {
        const { access } = await signUp(other, 'brand_other');
        const checkout = (planId: string) =>
          other.request({
            method: 'POST',
            url: '/api/billing/checkout',
            headers: { ...bearer(access), origin: 'https://flowdeck.app' },
            payload: { planId },
          });
        assert.equal((await checkout('flowdeck_monthly')).statusCode, 400);
        assert.equal((await checkout('optionsdeck_monthly')).statusCode, 200);
      } finally {
        await other.close();
      }
    });

    it('pays a checkout with a test card: access is extended from the trial end and the history shows it', async () => {
      const { access } = await signUp(t, 'ann');
      const start = await startCheckout(access, 'flowdeck_monthly');
      assert.equal(start.provider, 'test');
      assert.equal(start.url, `${t.config.appOrigin}/checkout?session=${start.checkoutId}`);

      const view = (await get(`billing/checkout/${start.checkoutId}`, access)).json<CheckoutSessionView>();
      assert.equal(view.status, 'open');
      assert.equal(view.plan.id, 'flowdeck_monthly');
      assert.equal(view.currentEndDate, TRIAL_END);
      assert.equal(view.accessUntilAfterPayment, addDays(TRIAL_END, 30));
      assert.deepEqual(view.testCards?.[0], { number: '4242424242424242', outcome: 'Pays' });

      const res = await post(`billing/checkout/${start.checkoutId}/pay`, access, VISA);
      assert.equal(res.statusCode, 200, res.body);
      const paid = res.json<PaymentResult>();
      assert.equal(paid.profile.end_date, addDays(TRIAL_END, 30));
      assert.equal(paid.message, 'Payment successful. FlowDeck Pro is active until Jul 20, 2025.');
      assert.deepEqual(paid.payment.card, { brand: 'visa', last4: '4242' });
      assert.equal(paid.payment.amountCents, 4_900);
      assert.equal(paid.subscription.status, 'active');
      assert.equal(paid.subscription.currentPeriodEnd, addDays(TRIAL_END, 30));
      assert.equal((await me(access)).end_date, addDays(TRIAL_END, 30));

      const second = await post(`billing/checkout/${start.checkoutId}/pay`, access, VISA);
      assert.equal(second.statusCode, 400);
      assert.deepEqual(second.json(), errorBody(MESSAGES.checkoutCompleted));
      const history = await overview(access);
      assert.equal(history.payments.length, 1, 'paid once');
      assert.equal(history.endDate, addDays(TRIAL_END, 30));
      assert.equal(
        (await get(`billing/checkout/${start.checkoutId}`, access)).json<CheckoutSessionView>().status,
        'completed',
      );
    });

    it('records a declined card as a failed payment and changes no access', async () => {
      const { access } = await signUp(t, 'bea');
      const { checkoutId } = await startCheckout(access, 'flowdeck_yearly');
      const declined = await post(`billing/checkout/${checkoutId}/pay`, access, DECLINED);
      assert.equal(declined.statusCode, 400);
      assert.deepEqual(declined.json(), errorBody({ cardNumber: DECLINE_MESSAGES.generic }));
      assert.equal((await me(access)).end_date, TRIAL_END);
      const history = await overview(access);
      assert.deepEqual(
        history.payments.map((p) => [p.status, p.failureReason, p.card?.last4]),
        [['failed', DECLINE_MESSAGES.generic, '0002']],
      );
      assert.deepEqual(history.subscriptions, []);

      // The same checkout can still be paid with another card.
      const paid = await post(`billing/checkout/${checkoutId}/pay`, access, VISA);
      assert.equal(paid.statusCode, 200, paid.body);
      assert.equal((await me(access)).end_date, addDays(TRIAL_END, 365));
    });

    it('refuses malformed, expired and non-test cards field by field', async () => {
      const { access } = await signUp(t, 'cal');
      const { checkoutId } = await startCheckout(access, 'flowdeck_monthly');
      const pay = (card: Json) => post(`billing/checkout/${checkoutId}/pay`, access, card);
      const bad = await pay({ cardNumber: '4242 4242 4242 4241', expiry: '13/30', cvc: '12', name: ' ' });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(
        bad.json(),
        errorBody({
          cardNumber: MESSAGES.cardNumber,
          expiry: MESSAGES.expiry,
          cvc: MESSAGES.cvc,
          name: 'This field is required.',
        }),
      );
      const expired = await pay({ ...VISA, expiry: '05/25' });
      assert.deepEqual(expired.json(), errorBody({ expiry: MESSAGES.expiryPast }));
      const amexCvc = await pay({ ...VISA, cardNumber: '378282246310005', cvc: '123' });
      assert.deepEqual(amexCvc.json(), errorBody({ cvc: MESSAGES.cvc }));
      // Luhn-valid but not one of the test numbers: refused as Stripe's test mode refuses real cards.
      const real = await pay({ ...VISA, cardNumber: '4111 1111 1111 1111' });
      assert.deepEqual(real.json(), errorBody({ cardNumber: DECLINE_MESSAGES.notATestCard }));
      const cvcDecline = await pay({ ...VISA, cardNumber: '4000000000000127' });
      assert.deepEqual(cvcDecline.json(), errorBody({ cvc: DECLINE_MESSAGES.incorrectCvc }));
      assert.equal((await me(access)).end_date, TRIAL_END);
    });

    it('keeps checkouts to their owner and to plans that exist', async () => {
      const owner = await signUp(t, 'dan');
      const other = await signUp(t, 'dee');
      const { checkoutId } = await startCheckout(owner.access, 'flowdeck_monthly');
      assert.equal((await get(`billing/checkout/${checkoutId}`, other.access)).statusCode, 404);
      assert.equal((await post(`billing/checkout/${checkoutId}/pay`, other.access, VISA)).statusCode, 404);
      const unknown = await post('billing/checkout', owner.access, { planId: 'free_forever' });
      assert.deepEqual(unknown.json(), errorBody({ planId: MESSAGES.unknownPlan }));
      assert.equal(
        (await t.request({ method: 'POST', url: '/api/billing/checkout', payload: { planId: 'flowdeck_monthly' } }))
          .statusCode,
        401,
      );
      assert.equal((await me(other.access)).end_date, TRIAL_END);
    });

    it('answers a malformed checkout or subscription id as an unknown one, and bounds the plans host', async () => {
      const { access } = await signUp(t, 'ida');
      const unknownId = '00000000-0000-4000-8000-000000000000';
      for (const [path, message] of [
        ['billing/checkout/{id}', MESSAGES.checkoutNotFound],
        ['billing/checkout/{id}/pay', MESSAGES.checkoutNotFound],
        ['billing/subscriptions/{id}/cancel', MESSAGES.subscriptionNotFound],
        ['billing/subscriptions/{id}/resume', MESSAGES.subscriptionNotFound],
        ['billing/subscriptions/{id}/pay', MESSAGES.subscriptionNotFound],
      ] as const) {
        const call = (id: string) =>
          path.endsWith('}') ? get(path.replace('{id}', id), access) : post(path.replace('{id}', id), access, VISA);
        for (const id of [unknownId, 'not-a-checkout']) {
          const res = await call(id);
          assert.equal(res.statusCode, 404, `${path} ${id.slice(0, 20)}: ${res.body}`);
          assert.deepEqual(res.json(), errorBody(message));
        }
      }
      assert.equal((await get('billing/plans?host=')).json<BillingPlans>().brand.id, 'flowdeck', 'empty: absent');
      for (const query of ['host=a&host=b', `host=${'a'.repeat(254)}`]) {
        const res = await get(`billing/plans?${query}`);
        assert.equal(res.statusCode, 400, res.body);
        assert.deepEqual(res.json(), errorBody({ host: MESSAGES.host }));
      }
    });

    it('refuses a second renewing subscription of the same kind, but sells the bot alongside', async () => {
      const { access } = await signUp(t, 'eve');
      await buy(access, 'flowdeck_monthly');
      const again = await post('billing/checkout', access, { planId: 'flowdeck_yearly' });
      assert.equal(again.statusCode, 400);
      assert.deepEqual(again.json(), errorBody({ planId: MESSAGES.alreadySubscribed('FlowDeck Pro') }));
      const bot = await buy(access, 'flowdeck_bot_yearly');
      assert.equal(bot.profile.bot_sub, true);
      assert.equal(bot.subscription.currentPeriodEnd, addDays(TODAY, 365));
      assert.equal(bot.message, `Payment successful. Discord Bot is active until Jun 13, 2026.`);
      assert.equal(bot.profile.end_date, addDays(TRIAL_END, 30), 'the bot does not extend access');
    });

    it('cancelling keeps access to the period end, then the subscription ends without charging again', async () => {
      let { access } = await signUp(t, 'fay');
      const { subscription } = await buy(access, 'flowdeck_monthly');
      const bot = (await buy(access, 'flowdeck_bot_monthly')).subscription;
      const cancelled = await post(`billing/subscriptions/${subscription.id}/cancel`, access);
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      assert.equal(
        cancelled.json<Json>()['message'],
        'Your subscription is cancelled. It stays active until Jul 20, 2025.',
      );
      assert.equal((await post(`billing/subscriptions/${bot.id}/cancel`, access)).statusCode, 200);
      let state = await overview(access);
      assert.ok(state.subscriptions.every((s) => s.status === 'active' && s.cancelAtPeriodEnd));
      assert.equal(state.botSub, true);

      try {
        clock = new Date(`${addDays(TRIAL_END, 31)}T12:00:00Z`);
        access = await login('fay');
        state = await overview(access);
        assert.deepEqual(
          state.subscriptions.map((s) => s.status),
          ['ended', 'ended'],
        );
        assert.equal(state.endDate, addDays(TRIAL_END, 30), 'access ran to the paid end and no further');
        assert.equal(state.botSub, false);
        assert.equal(state.payments.filter((p) => p.status === 'paid').length, 2, 'nothing was charged at the end');
        const resume = await post(`billing/subscriptions/${subscription.id}/resume`, access);
        assert.deepEqual(resume.json(), errorBody(MESSAGES.subscriptionEnded));
      } finally {
        clock = TEST_NOW;
      }
    });

    it('renews at the period end, and resuming a cancellation renews again', async () => {
      let { access } = await signUp(t, 'gus');
      const { subscription } = await buy(access, 'flowdeck_monthly');
      await post(`billing/subscriptions/${subscription.id}/cancel`, access);
      const resumed = await post(`billing/subscriptions/${subscription.id}/resume`, access);
      assert.equal(resumed.statusCode, 200, resumed.body);
      assert.equal(resumed.json<Json>()['message'], 'Your subscription will renew on Jul 20, 2025.');
      try {
        clock = new Date(`${addDays(TRIAL_END, 30)}T09:00:00Z`);
        access = await login('gus');
        const state = await overview(access);
        assert.equal(state.endDate, addDays(TRIAL_END, 60));
        assert.equal(state.subscriptions[0]?.status, 'active');
        assert.equal(state.subscriptions[0]?.currentPeriodEnd, addDays(TRIAL_END, 60));
        assert.deepEqual(
          state.payments.map((p) => [p.status, p.accessUntil]),
          [
            ['paid', addDays(TRIAL_END, 60)],
            ['paid', addDays(TRIAL_END, 30)],
          ],
        );
        // Looking again the same day charges nothing more.
        assert.equal((await overview(access)).payments.length, 2);
      } finally {
        clock = TEST_NOW;
      }
    });

    it('a declined renewal leaves the subscription past due until it is paid with another card', async () => {
      let { access } = await signUp(t, 'hal');
      const bot = await buy(access, 'flowdeck_bot_monthly', RENEWALS_DECLINE);
      assert.equal(bot.profile.bot_sub, true);
      const renewal = addDays(TODAY, 30);
      try {
        clock = new Date(`${renewal}T10:00:00Z`);
        access = await login('hal');
        let state = await overview(access);
        assert.equal(state.subscriptions[0]?.status, 'past_due');
        assert.equal(state.botSub, false);
        assert.deepEqual(
          state.payments.map((p) => [p.status, p.failureReason]),
          [
            ['failed', DECLINE_MESSAGES.generic],
            ['paid', null],
          ],
        );
        const id = state.subscriptions[0]?.id ?? '';
        const again = await post(`billing/subscriptions/${id}/pay`, access, RENEWALS_DECLINE);
        assert.equal(again.statusCode, 200, 'the 0341 card pays once, then declines renewals');
        clock = new Date(`${addDays(renewal, 30)}T10:00:00Z`);
        access = await login('hal');
        state = await overview(access);
        assert.equal(state.subscriptions[0]?.status, 'past_due');
        const declined = await post(`billing/subscriptions/${id}/pay`, access, DECLINED);
        assert.deepEqual(declined.json(), errorBody({ cardNumber: DECLINE_MESSAGES.generic }));
        const paid = await post(`billing/subscriptions/${id}/pay`, access, VISA);
        assert.equal(paid.statusCode, 200, paid.body);
        assert.equal(paid.json<PaymentResult>().profile.bot_sub, true);
        state = await overview(access);
        assert.equal(state.subscriptions[0]?.status, 'active');
        assert.equal(state.subscriptions[0]?.card?.last4, '4242');
        assert.equal(state.subscriptions[0]?.currentPeriodEnd, addDays(renewal, 60));
      } finally {
        clock = TEST_NOW;
      }
    });

    it('an expired checkout cannot be paid', async () => {
      let { access } = await signUp(t, 'ike');
      const { checkoutId } = await startCheckout(access, 'flowdeck_monthly');
      try {
        clock = new Date(TEST_NOW.getTime() + 2 * DAY_MS);
        access = await login('ike');
        const res = await post(`billing/checkout/${checkoutId}/pay`, access, VISA);
        assert.deepEqual(res.json(), errorBody(MESSAGES.checkoutExpired));
        assert.equal(
          (await get(`billing/checkout/${checkoutId}`, access)).json<CheckoutSessionView>().status,
          'expired',
        );
        assert.equal((await me(access)).end_date, TRIAL_END);
      } finally {
        clock = TEST_NOW;
      }
    });

    it('does not accept Stripe webhooks while the test provider takes payments', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/billing/webhook/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
        payload: '{"id":"evt_1"}',
      });
      assert.equal(res.statusCode, 503);
    });
  });
}

const WEBHOOK_SECRET = 'whsec_testsecret0123456789';
const signer = new Stripe('sk_test_signeronly0000');

/** A stand-in for api.stripe.com on a local port: answers Checkout Session creation and records requests. */
async function startStripeStub(): Promise<{
  server: Server;
  base: string;
  requests: Array<{ path: string; body: URLSearchParams; idempotencyKey: string | undefined }>;
}> {
  const requests: Array<{ path: string; body: URLSearchParams; idempotencyKey: string | undefined }> = [];
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk: Buffer) => (data += chunk.toString()));
      request.on('end', () => resolve(data));
    });
  const server = createServer(async (request, response) => {
    const body = new URLSearchParams(await read(request));
    const key = request.headers['idempotency-key'];
    requests.push({ path: request.url ?? '', body, idempotencyKey: typeof key === 'string' ? key : undefined });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/v1/checkout/sessions') {
      response.end(
        JSON.stringify({
          id: 'cs_test_123',
          object: 'checkout.session',
          url: 'https://checkout.stripe.com/c/pay/cs_test_123',
        }),
      );
    } else {
      response.end(JSON.stringify({ id: 'sub_1', object: 'subscription' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

for (const backend of backends) {
  describe(`Stripe webhook on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    let stub: Awaited<ReturnType<typeof startStripeStub>>;
    before(async () => {
      stub = await startStripeStub();
      const billing: BillingConfig = {
        provider: 'stripe',
        secretKey: 'sk_test_0123456789abcdef',
        webhookSecret: WEBHOOK_SECRET,
        prices: Object.fromEntries(PLAN_IDS.map((id) => [id, `price_${id.replace(/_/g, '')}`])),
        apiBase: stub.base,
      };
      t = await startTestApp(backend, { billing });
    });
    after(async () => {
      await t?.close();
      await new Promise((resolve) => stub?.server.close(resolve));
    });

    const { get } = apiAs(() => t);
    const me = async (access: string) => (await get('user/me', access)).json<UserProfile>();
    const overview = async (access: string) => (await get('billing/overview', access)).json<BillingOverview>();
    let eventSeq = 0;
    const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

    function deliver(event: Json, secret = WEBHOOK_SECRET) {
      const payload = JSON.stringify(event);
      const header = signer.webhooks.generateTestHeaderString({ payload, secret });
      return t.request({
        method: 'POST',
        url: '/api/billing/webhook/stripe',
        // As Stripe sends it.
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        payload,
      });
    }

    function event(type: string, object: Json, id = `evt_${++eventSeq}`): Json {
      return { id, object: 'event', type, created: unix('2025-06-13T22:00:00Z'), data: { object } };
    }

    const metadata = (userId: number, planId: string) => ({ userId: String(userId), planId });

    function checkoutCompleted(userId: number, planId: string, sub: string, invoice: string): Json {
      return event('checkout.session.completed', {
        id: `cs_${sub}`,
        object: 'checkout.session',
        metadata: metadata(userId, planId),
        subscription: sub,
        customer: 'cus_1',
        invoice,
        payment_status: 'paid',
        amount_total: plan(planId).priceCents,
        currency: 'usd',
      });
    }

    function invoice(
      type: 'invoice.paid' | 'invoice.payment_failed',
      userId: number,
      planId: string,
      sub: string,
      id: string,
      periodEnd: string,
    ): Json {
      return event(type, {
        id,
        object: 'invoice',
        customer: 'cus_1',
        currency: 'usd',
        amount_paid: type === 'invoice.paid' ? plan(planId).priceCents : 0,
        amount_due: plan(planId).priceCents,
        metadata: {},
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: sub, metadata: metadata(userId, planId) },
        },
        lines: {
          object: 'list',
          data: [
            { period: { start: unix(`${periodEnd}T00:00:00Z`) - 30 * 86_400, end: unix(`${periodEnd}T00:00:00Z`) } },
          ],
        },
      });
    }

    function deleted(userId: number, planId: string, sub: string, endedAt: string): Json {
      return event('customer.subscription.deleted', {
        id: sub,
        object: 'subscription',
        metadata: metadata(userId, planId),
        ended_at: unix(endedAt),
        canceled_at: unix(endedAt),
      });
    }

    async function user(name: string) {
      const { access } = await signUp(t, name);
      return { access, id: (await me(access)).id };
    }

    it('answers a signed event without an id (or type, or data) with 400, recording nothing', async () => {
      const before = await t.app.db
        .selectFrom('billing_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      for (const malformed of [
        { object: 'event', type: 'invoice.paid', data: { object: {} } },
        { id: 'evt_no_type', object: 'event', data: { object: {} } },
        { id: 'evt_no_data', object: 'event', type: 'invoice.paid' },
      ]) {
        const res = await deliver(malformed);
        assert.equal(res.statusCode, 400, res.body);
        assert.equal(res.json<{ error: string }>().error, MALFORMED_EVENT);
      }
      const after = await t.app.db
        .selectFrom('billing_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      assert.deepEqual(after, before);
    });

    it('starts a Stripe Checkout Session in subscription mode with the plan price and our metadata', async () => {
      const { access, id } = await user('stripe_ann');
      const res = await t.request({
        method: 'POST',
        url: '/api/billing/checkout',
        headers: bearer(access),
        payload: { planId: 'flowdeck_yearly' },
      });
      assert.equal(res.statusCode, 200, res.body);
      const start = res.json<CheckoutStart>();
      assert.deepEqual(
        { provider: start.provider, url: start.url },
        { provider: 'stripe', url: 'https://checkout.stripe.com/c/pay/cs_test_123' },
      );
      const sent = stub.requests.find((r) => r.path === '/v1/checkout/sessions');
      assert.ok(sent, 'Stripe was called');
      assert.equal(sent.body.get('mode'), 'subscription');
      assert.equal(sent.body.get('line_items[0][price]'), 'price_flowdeckyearly');
      assert.equal(sent.body.get('client_reference_id'), String(id));
      assert.equal(sent.body.get('subscription_data[metadata][userId]'), String(id));
      assert.equal(sent.body.get('subscription_data[metadata][planId]'), 'flowdeck_yearly');
      assert.equal(sent.body.get('success_url'), `${t.config.appOrigin}/checkout?session=${start.checkoutId}`);
      assert.equal(sent.idempotencyKey, `checkout-${start.checkoutId}`);
      const view = (await get(`billing/checkout/${start.checkoutId}`, access)).json<CheckoutSessionView>();
      assert.equal(view.status, 'open');

      // The test provider's card form is not available when Stripe takes the payments.
      const pay = await t.request({
        method: 'POST',
        url: `/api/billing/checkout/${start.checkoutId}/pay`,
        headers: bearer(access),
        payload: VISA,
      });
      assert.deepEqual(pay.json(), errorBody(MESSAGES.testProviderOnly));
    });

    it('refuses the card form (test provider only) before looking at the card or the id', async () => {
      const { access } = await user('stripe_form');
      for (const path of ['billing/checkout/not-an-id/pay', 'billing/subscriptions/not-an-id/pay']) {
        const res = await t.request({ method: 'POST', url: `/api/${path}`, headers: bearer(access), payload: {} });
        assert.equal(res.statusCode, 400, res.body);
        assert.deepEqual(res.json(), errorBody(MESSAGES.testProviderOnly));
      }
    });

    it('rejects a bad signature and changes nothing', async () => {
      const { access, id } = await user('stripe_bad');
      const paid = invoice('invoice.paid', id, 'flowdeck_monthly', 'sub_bad', 'in_bad', addDays(TODAY, 30));
      const forged = await deliver(paid, 'whsec_someoneelse0000000');
      assert.equal(forged.statusCode, 400);
      assert.deepEqual(forged.json(), errorBody(MESSAGES.invalidSignature));
      // A valid signature over different bytes is just as bad.
      const header = signer.webhooks.generateTestHeaderString({
        payload: JSON.stringify(paid),
        secret: WEBHOOK_SECRET,
      });
      const tampered = await t.request({
        method: 'POST',
        url: '/api/billing/webhook/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload: JSON.stringify({ ...paid, type: 'invoice.paid', id: 'evt_other' }),
      });
      assert.equal(tampered.statusCode, 400);
      const unsigned = await t.request({
        method: 'POST',
        url: '/api/billing/webhook/stripe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(paid),
      });
      assert.equal(unsigned.statusCode, 400);
      assert.equal((await me(access)).end_date, TRIAL_END);
      assert.deepEqual((await overview(access)).payments, []);
      const stored = await t.app.db
        .selectFrom('billing_events')
        .select('event_id')
        .where('event_id', '=', String(paid['id']))
        .execute();
      assert.deepEqual(stored, [], 'a rejected delivery is not remembered, so Stripe can retry it');
      // The genuine delivery still applies afterwards.
      assert.equal((await deliver(paid)).statusCode, 200);
      assert.equal((await me(access)).end_date, addDays(TRIAL_END, 30));
    });

    it('credits the first payment once, whether checkout.session.completed or invoice.paid says it, and redeliveries change nothing', async () => {
      const { access, id } = await user('stripe_bob');
      const completed = checkoutCompleted(id, 'flowdeck_monthly', 'sub_bob', 'in_bob_1');
      const paid = invoice('invoice.paid', id, 'flowdeck_monthly', 'sub_bob', 'in_bob_1', addDays(TODAY, 30));
      const first = await deliver(completed);
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual(first.json(), { received: true, duplicate: false });
      assert.equal((await me(access)).end_date, addDays(TRIAL_END, 30));
      assert.deepEqual((await deliver(paid)).json(), { received: true, duplicate: false });
      assert.deepEqual((await deliver(completed)).json(), { received: true, duplicate: true });
      assert.deepEqual((await deliver(paid)).json(), { received: true, duplicate: true });
      const state = await overview(access);
      assert.equal(state.endDate, addDays(TRIAL_END, 30), 'credited once');
      assert.equal(state.payments.length, 1);
      assert.equal(state.subscriptions[0]?.provider, 'stripe');
      assert.equal(state.subscriptions[0]?.currentPeriodEnd, addDays(TODAY, 30));

      // The renewal invoice adds the next period.
      await deliver(invoice('invoice.paid', id, 'flowdeck_monthly', 'sub_bob', 'in_bob_2', addDays(TODAY, 60)));
      assert.equal((await me(access)).end_date, addDays(TRIAL_END, 60));
    });

    it('applies events delivered out of order to the same end state', async () => {
      const { access, id } = await user('stripe_cat');
      const sub = 'sub_cat';
      const renewal = invoice('invoice.paid', id, 'flowdeck_bot_monthly', sub, 'in_cat_2', addDays(TODAY, 60));
      const failedBeforeRenewal = invoice(
        'invoice.payment_failed',
        id,
        'flowdeck_bot_monthly',
        sub,
        'in_cat_2',
        addDays(TODAY, 60),
      );
      const firstPaid = invoice('invoice.paid', id, 'flowdeck_bot_monthly', sub, 'in_cat_1', addDays(TODAY, 30));
      const completed = checkoutCompleted(id, 'flowdeck_bot_monthly', sub, 'in_cat_1');
      // Newest first: the renewal, then the failure that preceded it, then the first payment and its checkout.
      for (const e of [renewal, failedBeforeRenewal, firstPaid, completed])
        assert.equal((await deliver(e)).statusCode, 200);
      const state = await overview(access);
      assert.equal(state.botSub, true);
      assert.equal(state.subscriptions.length, 1);
      assert.equal(
        state.subscriptions[0]?.status,
        'active',
        'a failure older than a paid period does not make it past due',
      );
      assert.equal(state.subscriptions[0]?.currentPeriodEnd, addDays(TODAY, 60));
      assert.deepEqual(state.payments.map((p) => p.status).sort(), ['failed', 'paid', 'paid']);
      assert.equal(state.endDate, TRIAL_END, 'a bot plan does not extend access');
    });

    it('ends a subscription on customer.subscription.deleted, even when an older invoice arrives afterwards', async () => {
      const { access, id } = await user('stripe_dan');
      const sub = 'sub_dan';
      const periodEnd = addDays(TODAY, 30);
      const ended = deleted(id, 'flowdeck_bot_monthly', sub, `${periodEnd}T00:00:00Z`);
      const paid = invoice('invoice.paid', id, 'flowdeck_bot_monthly', sub, 'in_dan_1', periodEnd);
      assert.equal((await deliver(ended)).statusCode, 200);
      assert.equal((await deliver(paid)).statusCode, 200);
      let state = await overview(access);
      assert.equal(state.subscriptions[0]?.status, 'ended');
      assert.equal(state.botSub, false, 'an ended bot subscription never turns the bot back on');
      assert.equal(state.payments.length, 1, 'the paid invoice is still in the history');

      // In order, on another subscription: paid turns the bot on, deleted turns it off.
      const sub2 = 'sub_dan_2';
      await deliver(checkoutCompleted(id, 'flowdeck_bot_yearly', sub2, 'in_dan_y'));
      assert.equal((await me(access)).bot_sub, true);
      const end = deleted(id, 'flowdeck_bot_yearly', sub2, '2026-06-13T00:00:00Z');
      await deliver(end);
      assert.equal((await me(access)).bot_sub, false);
      assert.deepEqual((await deliver(end)).json(), { received: true, duplicate: true });
      state = await overview(access);
      assert.deepEqual(
        state.subscriptions.map((s) => s.status),
        ['ended', 'ended'],
      );
    });

    it('a failed renewal marks the subscription past due and keeps access to the paid end', async () => {
      const { access, id } = await user('stripe_eve');
      await deliver(checkoutCompleted(id, 'flowdeck_monthly', 'sub_eve', 'in_eve_1'));
      const failed = invoice(
        'invoice.payment_failed',
        id,
        'flowdeck_monthly',
        'sub_eve',
        'in_eve_2',
        addDays(TODAY, 60),
      );
      assert.equal((await deliver(failed)).statusCode, 200);
      let state = await overview(access);
      assert.equal(state.subscriptions[0]?.status, 'past_due');
      assert.equal(state.endDate, addDays(TRIAL_END, 30));
      assert.equal(state.payments[0]?.status, 'failed');
      // Stripe retries and the same invoice is paid: active again, next period credited.
      await deliver(invoice('invoice.paid', id, 'flowdeck_monthly', 'sub_eve', 'in_eve_2', addDays(TODAY, 60)));
      state = await overview(access);
      assert.equal(state.subscriptions[0]?.status, 'active');
      assert.equal(state.endDate, addDays(TRIAL_END, 60));
    });

    it('cancelling and resuming a Stripe subscription tell Stripe, and the period end stays paid', async () => {
      const { access, id } = await user('stripe_quinn');
      await deliver(checkoutCompleted(id, 'flowdeck_monthly', 'sub_quinn', 'in_quinn_1'));
      const [subscription] = (await overview(access)).subscriptions;
      assert.ok(subscription);
      const call = (action: 'cancel' | 'resume') =>
        t.request({
          method: 'POST',
          url: `/api/billing/subscriptions/${subscription.id}/${action}`,
          headers: bearer(access),
          payload: {},
        });
      const sentTo = () => stub.requests.filter((r) => r.path === '/v1/subscriptions/sub_quinn');

      const cancelled = await call('cancel');
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      assert.equal(sentTo().at(-1)?.body.get('cancel_at_period_end'), 'true');
      let state = await overview(access);
      assert.equal(state.subscriptions[0]?.cancelAtPeriodEnd, true);
      assert.equal(state.endDate, addDays(TRIAL_END, 30), 'access is kept to the paid end');

      const resumed = await call('resume');
      assert.equal(resumed.statusCode, 200, resumed.body);
      assert.equal(sentTo().at(-1)?.body.get('cancel_at_period_end'), 'false');
      state = await overview(access);
      assert.equal(state.subscriptions[0]?.cancelAtPeriodEnd, false);
      assert.equal(sentTo().length, 2, 'one call to Stripe for each change');
    });

    it('acknowledges events that are not ours without changing anything', async () => {
      const { access } = await user('stripe_fox');
      const stranger = event('invoice.paid', {
        id: 'in_x',
        object: 'invoice',
        currency: 'usd',
        amount_paid: 100,
        metadata: {},
        parent: null,
        lines: { data: [] },
      });
      const res = await deliver(stranger);
      assert.equal(res.statusCode, 200);
      const other = await deliver(event('customer.created', { id: 'cus_9', object: 'customer' }));
      assert.equal(other.statusCode, 200);
      assert.equal((await me(access)).end_date, TRIAL_END);
      const outcomes = await t.app.db
        .selectFrom('billing_events')
        .select(['event_id', 'outcome'])
        .where('event_id', 'in', [String(stranger['id'])])
        .execute();
      assert.match(outcomes[0]?.outcome ?? '', /^ignored/);
    });
  });
}

import type { ApiError } from '@flowdeck/api-client';
import { ACCOUNT_SETTINGS_PATH, NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { ALERT_RULES_MAX, type AlertRule, type SmsAlertSettings } from '@flowdeck/endpoints/sms-alerts';
import { useAuthStore } from '@flowdeck/host-sdk';
import { LoadError, Loading, PageHeader, PanelSection } from '@flowdeck/ui-kit';
import Add from '@mui/icons-material/Add';
import Send from '@mui/icons-material/Send';
import { Alert, Box, Button, Chip, FormControlLabel, Link, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAlertFilters } from './api/get-alert-filters';
import { useScreenChoices } from './api/get-screens';
import { useDeliveries } from './api/get-deliveries';
import { usePhoneStatus } from './api/get-phone-status';
import { useSaveSmsSettings, useSmsSettings } from './api/get-sms-settings';
import { useSendTest } from './api/send-test';
import { DeliveryLog } from './components/delivery-log';
import { DeliverySettings } from './components/delivery-settings';
import { RuleDialog } from './components/rule-dialog';
import { RulesList } from './components/rules-list';
import { draftRule, newRuleId } from './rule-text';

/** Field errors under `prefix` ("rules.2."), without it. */
function errorsUnder(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

/** SMS Alerts: rules on the product's signals, texted to the user's verified phone, with the delivery log. */
export default function SmsAlertsPage() {
  const settings = useSmsSettings();
  const filters = useAlertFilters();
  const screens = useScreenChoices();
  const phone = usePhoneStatus();
  const deliveries = useDeliveries();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [testFailure, setTestFailure] = useState<ApiError | null>(null);
  const save = useSaveSmsSettings((error) => setErrors(error.fieldErrors));
  const test = useSendTest(setTestFailure);
  // Rules post to Discord through the bot add-on.
  const discordAddOn = useAuthStore((s) => s.user?.bot_sub ?? false);
  const [editing, setEditing] = useState<{ index: number; rule: AlertRule } | null>(null);
  const [lastSave, setLastSave] = useState<'rules' | 'delivery' | 'switch' | null>(null);

  if (settings.isPending) return <Loading label="Loading SMS alerts" />;
  if (settings.isError)
    return <LoadError message="Your SMS alert settings could not be loaded." onRetry={() => void settings.refetch()} />;

  const current = settings.data;
  const savedFilters = filters.data?.filters ?? [];
  const verified = phone.data?.verified === true;
  const log = deliveries.data;

  const store = (next: SmsAlertSettings, kind: 'rules' | 'delivery' | 'switch', onDone?: () => void) => {
    setLastSave(kind);
    setErrors({});
    save.mutate(next, {
      // The client shows the server's message (spec §7); a failure leaves the form as it is.
      onSuccess: (saved) => {
        if (saved) onDone?.();
      },
    });
  };
  const saveRule = (rule: AlertRule) => {
    if (!editing) return;
    const rules = [...current.rules];
    if (editing.index === rules.length) rules.push(rule);
    else rules[editing.index] = rule;
    store({ ...current, rules }, 'rules', () => setEditing(null));
  };
  const addRule = () => {
    setErrors({});
    setEditing({ index: current.rules.length, rule: draftRule('flow', newRuleId(current.rules), savedFilters) });
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title={specNavTitle(NAV_PATHS.smsAlerts)}
        subtitle="Texts to your phone when options flow, prices, insiders, politicians or economic releases match your rules."
      />
      <Stack spacing={2}>
        <PanelSection
          title="Phone and delivery"
          label="Phone and delivery"
          subtitle="Alerts go to your verified number, only while your subscription is active."
        >
          <Stack spacing={1.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Typography>
                Phone:{' '}
                <strong>{phone.data?.phoneNumber ?? (phone.isPending ? 'checking…' : 'no number on file')}</strong>
              </Typography>
              {phone.data ? (
                <Chip
                  size="small"
                  color={verified ? 'success' : 'warning'}
                  label={verified ? 'Verified' : 'Not verified'}
                  sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                />
              ) : null}
              {!verified ? (
                <Link component={RouterLink} to={ACCOUNT_SETTINGS_PATH}>
                  Verify a number in account settings
                </Link>
              ) : null}
            </Stack>
            {phone.data && !phone.data.available ? (
              <Alert severity="warning">Text messages are not configured on this server.</Alert>
            ) : null}
            {log?.stopped ? (
              <Alert severity="warning">
                This number replied STOP, so no alert texts are sent. Text START to it from your phone to resume.
              </Alert>
            ) : null}
            {log && !log.subscriber ? (
              <Alert severity="info">Your subscription has ended: alerts are texted to active subscribers only.</Alert>
            ) : null}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <FormControlLabel
                control={
                  <Switch
                    checked={current.enabled}
                    disabled={save.isPending}
                    onChange={(e) => store({ ...current, enabled: e.target.checked }, 'switch')}
                  />
                }
                label={current.enabled ? 'SMS alerts are on' : 'SMS alerts are off'}
              />
              <Typography color="text.secondary" aria-label="Texts today">
                {log ? `${log.sentToday} of ${log.maxPerDay} texts today` : ''}
              </Typography>
              <Button
                variant="outlined"
                startIcon={<Send />}
                disabled={!verified || test.isPending || log?.stopped === true}
                onClick={() => {
                  setTestFailure(null);
                  test.mutate();
                }}
              >
                Send a test text
              </Button>
            </Stack>
            {lastSave === 'switch' && errors['enabled'] ? <Alert severity="error">{errors['enabled']}</Alert> : null}
            {testFailure ? (
              <Alert severity="error">
                {Object.values(testFailure.fieldErrors)[0] ?? 'The test text could not be sent.'}
              </Alert>
            ) : null}
          </Stack>
        </PanelSection>

        <PanelSection
          title="Rules"
          label="Rules"
          subtitle={`Each rule texts you, posts through your Discord bot, or both, when its signal fires (at most ${ALERT_RULES_MAX} rules).`}
          action={
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={addRule}
              disabled={current.rules.length >= ALERT_RULES_MAX}
            >
              Add rule
            </Button>
          }
        >
          <RulesList
            rules={current.rules}
            filters={savedFilters}
            screens={screens}
            disabled={save.isPending}
            onToggle={(index, enabled) => {
              const rules = current.rules.map((r, i) => (i === index ? { ...r, enabled } : r));
              store({ ...current, rules }, 'rules');
            }}
            onEdit={(index) => {
              setErrors({});
              const rule = current.rules[index];
              if (rule) setEditing({ index, rule });
            }}
            onDelete={(index) => store({ ...current, rules: current.rules.filter((_, i) => i !== index) }, 'rules')}
          />
        </PanelSection>

        <PanelSection
          title="Quiet hours and limits"
          label="Quiet hours and limits"
          subtitle="Texts due in quiet hours are skipped; the daily limit caps texts per day."
        >
          <DeliverySettings
            settings={current}
            errors={lastSave === 'delivery' ? errors : {}}
            saving={save.isPending}
            onSave={(changes) => store({ ...current, ...changes }, 'delivery')}
          />
        </PanelSection>

        <PanelSection
          title="Delivery log"
          label="Delivery log"
          subtitle="Every text sent to you, newest first, with its segments and the carrier's status."
          updating={deliveries.isFetching && !deliveries.isPending}
        >
          {deliveries.isPending ? (
            <Loading label="Loading the delivery log" />
          ) : deliveries.isError ? (
            <LoadError message="The delivery log could not be loaded." onRetry={() => void deliveries.refetch()} />
          ) : (
            <>
              {log?.simulated ? (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                  Simulated data: alerts fire on the simulated market until a market data vendor is connected.
                </Typography>
              ) : null}
              <DeliveryLog items={log?.items ?? []} timeZone={current.timeZone} />
            </>
          )}
        </PanelSection>
      </Stack>

      {editing ? (
        <RuleDialog
          open
          rule={editing.rule}
          isNew={editing.index === current.rules.length}
          filters={savedFilters}
          screens={screens}
          errors={lastSave === 'rules' ? errorsUnder(errors, `rules.${editing.index}.`) : {}}
          discordAddOn={discordAddOn}
          saving={save.isPending}
          onSave={saveRule}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}
